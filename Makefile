# loaderanim: `make demo` renders, `make test` tests; both install what the build needs first.
SWIFT    ?= swift
PREFIX   ?= /usr/local
BINDIR   := $(PREFIX)/bin
SHARE    := $(PREFIX)/share
VERSION  := $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/LoaderAnimCLI/LoaderAnim.swift)

# Debian packages the C targets link against (see Package.swift), and the fonts text draws
# with: the only ones it uses, so that text has the same pixels everywhere (see
# Sources/Raster/Text/FontFiles.swift and docs/core-animation.md, "Text"). FONT_FILES are
# the files FontFamily.files names (Tests/RasterTests/FontWeightTests.swift checks them).
DEB_PACKAGES := pkg-config libgif-dev libcairo2-dev libjpeg-dev liblua5.4-dev libpango1.0-dev \
                fonts-liberation2 fonts-dejavu-core fonts-inter
LIBERATION := /usr/share/fonts/truetype/liberation2
DEJAVU := /usr/share/fonts/truetype/dejavu
INTER_WEIGHTS := Thin ExtraLight Light Regular Medium SemiBold Bold ExtraBold Black
FONT_FILES := $(foreach f,Sans Mono,$(foreach s,Regular Bold Italic BoldItalic,$(LIBERATION)/Liberation$(f)-$(s).ttf)) \
              $(foreach w,$(INTER_WEIGHTS),/usr/share/fonts/opentype/inter/Inter-$(w).otf \
                /usr/share/fonts/opentype/inter/Inter-$(if $(filter Regular,$(w)),,$(w))Italic.otf) \
              $(DEJAVU)/DejaVuSansMono.ttf $(foreach s,Bold Oblique BoldOblique,$(DEJAVU)/DejaVuSansMono-$(s).ttf) \
              $(DEJAVU)/DejaVuSans.ttf $(DEJAVU)/DejaVuSans-Bold.ttf
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps peers browser build debug-build test test-install test-browser test-sanitize fuzz demo docs install uninstall dist clean bench-gif bench

all: build

# Installs the packages only when pkg-config, a header or a font is missing (giflib has no .pc file).
deps:
	@if command -v pkg-config >/dev/null 2>&1 \
	    && pkg-config --exists cairo lua5.4 libjpeg pangocairo pangoft2 fontconfig \
	    && printf '#include <gif_lib.h>\n' | cc -E -x c - >/dev/null 2>&1 \
	    && (for f in $(FONT_FILES); do [ -r "$$f" ] || exit 1; done); then \
	  echo "deps: pkg-config, cairo, lua5.4, libjpeg, giflib, pango and the fonts are present"; \
	else \
	  echo "deps: installing $(DEB_PACKAGES)"; \
	  $(SUDO) apt-get update \
	  && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $(DEB_PACKAGES); \
	fi

# Release builds link Swift's runtime and Foundation statically: a render of a small scene
# takes half the time when the loader does not resolve a dozen shared libraries first.
RELEASE := -c release --static-swift-stdlib

# Builds the Objective-C pass for this Swift toolchain into the Swift scene kit (docs/
# swift-scenes.md, "Where SwiftSyntax comes from"), with the loaderanim in the folder $(1),
# into the kit it finds beside itself or the one `--kit FOLDER` ($(2)) names; a kit that
# has it already costs nothing. Never fatal: without it, the first Swift scene that needs
# the pass builds it into the compile cache (about 10 s).
define prepare-swift-kit
	@"$(1)/loaderanim" prepare-swift-kit $(2) \
	  || echo "note: no Objective-C pass built ahead of time; the first Swift scene with @objc, #selector or the like builds it (about 10 s)"
endef

# The products `make install` and `make dist` ship, not the benchmarks (they build their own):
# the preview server (the engine, the swift-scene tools and its own module), then the command
# line, then the mirror for the kit; each adds to what the one before built.
build: deps
	$(SWIFT) build $(RELEASE) --product loaderanim-preview
	$(SWIFT) build $(RELEASE) --product loaderanim
	$(SWIFT) build $(RELEASE) --product LoaderAnimSceneKit
	$(call prepare-swift-kit,$$($(SWIFT) build $(RELEASE) --show-bin-path))

# The debug build `make demo` renders with and `make test` tests (the engine's stages are
# optimized in it too; see Package.swift): loaderanim and the Swift scene kit, which `swift
# test` does not make by itself, with its Objective-C pass (only the tests of the pass's
# build on first use build one, against a kit without it).
debug-build: deps
	$(SWIFT) build --product LoaderAnimSceneKit
	$(SWIFT) build --product loaderanim
	$(call prepare-swift-kit,$$($(SWIFT) build --show-bin-path))

# The decoder-agreement test (Tests/CLITests/DecoderAgreementTests.swift) fails rather
# than skips here when a decoder is missing. The tools only the tests need (`peers`,
# `browser`: on a new machine, a minute or two of apt-get, mostly waiting on the network
# and the disk) are installed while the build runs, not before it.
test: deps
	@mkdir -p .build; $(MAKE) --no-print-directory peers browser > .build/test-tools.log 2>&1 & tools=$$!; \
	$(MAKE) --no-print-directory debug-build || { wait $$tools; exit 1; }; \
	wait $$tools || { cat .build/test-tools.log; echo "make test: installing what the tests need failed (above)"; exit 1; }; \
	cat .build/test-tools.log
	LOADERANIM_REQUIRE_DECODERS=1 $(SWIFT) test
	$(MAKE) test-install
	$(MAKE) test-browser

# The preview page in headless Chromium: Debian's chromium and chromium-driver, and Selenium
# from PyPI (into the first python3 on PATH; Debian's own refuses pip without
# --break-system-packages), each installed only when missing.
browser:
	@if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then \
	  echo "browser: chromium and chromedriver are present"; \
	else \
	  echo "browser: installing chromium chromium-driver"; \
	  $(SUDO) apt-get update \
	  && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends chromium chromium-driver; \
	fi
	@if python3 -c 'import selenium' 2>/dev/null; then echo "browser: Selenium is present"; \
	else echo "browser: installing Selenium"; python3 -m pip install --quiet selenium \
	  || python3 -m pip install --quiet --break-system-packages selenium; fi

# Opens `loaderanim preview` in headless Chromium and drives the page (see
# Tests/Browser/preview_test.py); a failure leaves a screenshot in .build/preview-screenshots.
test-browser: browser
	$(SWIFT) build --product loaderanim
	$(SWIFT) build --product loaderanim-preview
	SE_AVOID_STATS=true python3 Tests/Browser/preview_test.py "$$($(SWIFT) build --show-bin-path)/loaderanim"

# `make install` into a temporary folder: the files it lays out, and the installed binary
# rendering a built-in scene from a folder without scenes, byte for byte as the repository's
# file renders (see Tests/install-test.sh).
test-install: deps
	Tests/install-test.sh "$(MAKE)"

# Renders every built-in scene with its defaults into the gallery (docs/gallery/, shown in the
# README), and the Swift loaders of examples/swift/ that are not twins of a built-in scene.
# It builds only what it runs (`debug-build`): the loaderanim product and the Swift scene
# kit, not the preview server and its HTTP dependencies (`make build` builds them too), and
# for debugging, which `make test` then reuses: with the engine's stages optimized, the GIFs
# are the same bytes and render in seconds, and two cores build it in about half the time
# whole-module optimization takes.
GALLERY := docs/gallery
# step-spinner's display link runs forever: its length is given (--duration 1, one turn).
SWIFT_GALLERY := replicator-spinner keyframe-pulse progress-ring paused-gauge orbit-link sign-in pulse-dots step-spinner
# The SwiftUI loaders of examples/swiftui/; the ones drawn frame by frame (a TimelineView, a
# PhaseAnimator, a KeyframeAnimator) run forever, so their length is their cycle's.
SWIFTUI_GALLERY := trim-spinner bouncing-dots orbit-canvas phase-pulse keyframe-hop
demo: debug-build
	@bin="$$($(SWIFT) build --show-bin-path)"; mkdir -p $(GALLERY); \
	for scene in scenes/*.lua; do \
	  name=$$(basename $$scene .lua); \
	  echo "loaderanim render $$name --out $(GALLERY)/$$name.gif"; \
	  "$$bin/loaderanim" render $$name --out $(GALLERY)/$$name.gif --quiet || exit 1; \
	done; \
	for name in $(SWIFT_GALLERY); do \
	  echo "loaderanim render examples/swift/$$name.swift --out $(GALLERY)/$$name.gif"; \
	  options=$$(case $$name in step-spinner) echo --duration 1;; esac); \
	  "$$bin/loaderanim" render examples/swift/$$name.swift $$options --out $(GALLERY)/$$name.gif --quiet || exit 1; \
	done; \
	for name in $(SWIFTUI_GALLERY); do \
	  echo "loaderanim render examples/swiftui/$$name.swift --out $(GALLERY)/$$name.gif"; \
	  options=$$(case $$name in orbit-canvas|phase-pulse) echo --duration 2;; keyframe-hop) echo --duration 1.2;; esac); \
	  "$$bin/loaderanim" render examples/swiftui/$$name.swift $$options --out $(GALLERY)/$$name.gif --quiet || exit 1; \
	done

# The other GIF tools: the benchmarks compare with ffmpeg, gifsicle and ImageMagick, and the
# tests check that Pillow, ffmpeg and ImageMagick decode every frame as giflib does. Installed
# from Debian when one is missing (a `convert` that is not ImageMagick's does not count;
# Debian's python3-pil serves /usr/bin/python3, which may not be the first python3 on PATH).
PEER_PACKAGES := ffmpeg gifsicle imagemagick python3-pil
peers:
	@if command -v ffmpeg >/dev/null 2>&1 && command -v gifsicle >/dev/null 2>&1 \
	    && convert -version 2>/dev/null | grep -q '^Version: ImageMagick' \
	    && { python3 -c 'import PIL' 2>/dev/null || /usr/bin/python3 -c 'import PIL' 2>/dev/null; }; then \
	  echo "peers: ffmpeg, gifsicle, ImageMagick and Pillow are present"; \
	else \
	  echo "peers: installing $(PEER_PACKAGES)"; \
	  $(SUDO) apt-get update \
	  && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $(PEER_PACKAGES); \
	fi

# Extra `swift build` options for the benchmarks, e.g. BENCH_BUILD_FLAGS="--scratch-path .build-bench".
BENCH_BUILD_FLAGS ?=

# The GIF encoder against its peers on the same cairo-drawn frames: seconds, bytes, PSNR.
bench-gif: deps peers
	$(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --product GIFBench
	"$$($(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --show-bin-path)/GIFBench"

# Whole `loaderanim render` runs of every built-in scene and the large workloads against the
# same peers, with peak memory and the giflib floor: one Markdown table (about 5 to 10
# minutes, most of it ImageMagick). Then the rate-distortion comparison of the built-in
# scenes, its table and docs/rate-distortion.png (about half a minute; SCENE_BENCH_RD=0
# skips it). Temporary files go to $TMPDIR; SCENE_BENCH_KEEP=1 keeps them (see
# Sources/SceneBench/main.swift for the other SCENE_BENCH_ variables). The kit is rebuilt
# once with its mirror's sources touched, to time what a change to the mirror costs.
bench: deps peers
	$(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --product loaderanim
	$(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --product loaderanim-preview
	$(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --product SceneBench
	$(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --product LoaderAnimSceneKit
	@find Sources/SwiftMirror -name '*.swift' -exec touch {} +; start=$$(date +%s.%N); \
	$(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --product LoaderAnimSceneKit || exit 1; \
	awk "BEGIN { print $$(date +%s.%N) - $$start }" > .build/bench-kit-seconds
	$(call prepare-swift-kit,$$($(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --show-bin-path))
	@bin="$$($(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --show-bin-path)"; \
	SCENE_BENCH_KIT_SECONDS="$$(cat .build/bench-kit-seconds)" "$$bin/SceneBench" "$$bin/loaderanim" scenes

# The completions and the man page, both generated from the argument parser's own
# definitions by the release binary: the completions by its own flag, the man page by
# swift-argument-parser's generate-manual tool (what its plugin runs) reading the binary's
# --experimental-dump-help, dated by the last commit. The tool is built for debugging (45 s
# from cold); the plugin would build all of loaderanim for debugging as well (47 s more),
# as its release build would replace the static binary.
DOCS := .build/loaderanim-docs
docs: build
	@rm -rf $(DOCS) && mkdir -p $(DOCS)
	@bin="$$($(SWIFT) build $(RELEASE) --show-bin-path)/loaderanim"; \
	for shell in bash zsh fish; do "$$bin" --generate-completion-script $$shell > $(DOCS)/loaderanim.$$shell || exit 1; done
	$(SWIFT) build --product generate-manual
	"$$($(SWIFT) build --show-bin-path)/generate-manual" "$$($(SWIFT) build $(RELEASE) --show-bin-path)/loaderanim" \
	  --date "$$(git log -1 --format=%cs 2>/dev/null || date -u +%Y-%m-%d)" --output-directory $(DOCS)

# What a Swift scene compiles against, installed in $(PREFIX)/lib/loaderanim/swift where
# loaderanim looks beside itself (docs/swift-scenes.md): the archive holding the mirror, the
# engine and the command line, and the modules a scene's code imports (the mirror's, and the
# pure-Swift engine modules their interfaces name), and Combine's: OpenCombine's module and
# the header and module map of the C helpers its interface imports.
KIT_DIR     := $(PREFIX)/lib/loaderanim/swift
KIT_MODULES := LAUIKit LAQuartzCore LACoreGraphics LACombine LASwiftUI OpenCombine LoaderAnim Layers Animation Geometry
define install-kit
	install -d "$(1)/Modules/COpenCombineHelpers"
	install -m 644 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/libLoaderAnimSceneKit.a" "$(1)/libLoaderAnimSceneKit.a"
	for module in $(KIT_MODULES); do \
	  install -m 644 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/Modules/$$module.swiftmodule" "$(1)/Modules/$$module.swiftmodule" || exit 1; \
	done
	install -m 644 .build/checkouts/OpenCombine/Sources/COpenCombineHelpers/include/COpenCombineHelpers.h "$(1)/Modules/COpenCombineHelpers/"
	printf 'module COpenCombineHelpers {\n    umbrella header "COpenCombineHelpers.h"\n    export *\n}\n' > "$(1)/Modules/COpenCombineHelpers/module.modulemap"
endef

# The stripped binaries (the scenes are inside them; loaderanim-preview is the server
# `loaderanim preview` runs), the Swift scene kit with its Objective-C pass built by the
# installed binary for the Swift toolchain on PATH (a machine without one installs all the
# same), the completions and the man page. (`make dist` ships no pass: it would name this
# machine's toolchain; the tarball's user builds it on first use.)
install: docs
	$(call install-kit,$(DESTDIR)$(KIT_DIR))
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(SHARE)/bash-completion/completions" \
	  "$(DESTDIR)$(SHARE)/zsh/site-functions" "$(DESTDIR)$(SHARE)/fish/vendor_completions.d" "$(DESTDIR)$(SHARE)/man/man1"
	install -m 755 -s "$$($(SWIFT) build $(RELEASE) --show-bin-path)/loaderanim" "$(DESTDIR)$(BINDIR)/loaderanim"
	install -m 755 -s "$$($(SWIFT) build $(RELEASE) --show-bin-path)/loaderanim-preview" "$(DESTDIR)$(BINDIR)/loaderanim-preview"
	install -m 644 $(DOCS)/loaderanim.bash "$(DESTDIR)$(SHARE)/bash-completion/completions/loaderanim"
	install -m 644 $(DOCS)/loaderanim.zsh "$(DESTDIR)$(SHARE)/zsh/site-functions/_loaderanim"
	install -m 644 $(DOCS)/loaderanim.fish "$(DESTDIR)$(SHARE)/fish/vendor_completions.d/loaderanim.fish"
	install -m 644 $(DOCS)/loaderanim.1 "$(DESTDIR)$(SHARE)/man/man1/loaderanim.1"
	$(call prepare-swift-kit,$(DESTDIR)$(BINDIR),--kit "$(DESTDIR)$(KIT_DIR)")

# (share/loaderanim is where versions before 0.2 put the scenes.)
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/loaderanim" "$(DESTDIR)$(BINDIR)/loaderanim-preview" \
	  "$(DESTDIR)$(SHARE)/bash-completion/completions/loaderanim" \
	  "$(DESTDIR)$(SHARE)/zsh/site-functions/_loaderanim" "$(DESTDIR)$(SHARE)/fish/vendor_completions.d/loaderanim.fish" \
	  "$(DESTDIR)$(SHARE)/man/man1/loaderanim.1"
	rm -rf "$(DESTDIR)$(SHARE)/loaderanim" "$(DESTDIR)$(PREFIX)/lib/loaderanim"

# A release tarball in dist/: the stripped binaries, README, LICENSE, the completions and the
# man page, with its SHA-256 beside it.
DIST := loaderanim-$(VERSION)-linux-$(shell uname -m)
dist: docs
	@rm -rf dist/$(DIST) && mkdir -p dist/$(DIST)/completions
	install -m 755 -s "$$($(SWIFT) build $(RELEASE) --show-bin-path)/loaderanim" dist/$(DIST)/loaderanim
	install -m 755 -s "$$($(SWIFT) build $(RELEASE) --show-bin-path)/loaderanim-preview" dist/$(DIST)/loaderanim-preview
	cp README.md LICENSE $(DOCS)/loaderanim.1 dist/$(DIST)/
	cp $(DOCS)/loaderanim.bash $(DOCS)/loaderanim.zsh $(DOCS)/loaderanim.fish dist/$(DIST)/completions/
	$(call install-kit,dist/$(DIST)/lib/loaderanim/swift)
	tar -C dist --sort=name --owner=0 --group=0 --numeric-owner -czf dist/$(DIST).tar.gz $(DIST)
	cd dist && sha256sum $(DIST).tar.gz > $(DIST).tar.gz.sha256 && cat $(DIST).tar.gz.sha256

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz Fuzz/.build dist

# libFuzzer, FUZZ_SECONDS for each target FUZZ_TARGET names: scene (any bytes as a scene
# script), set-value (the --set parser), draw (draw callbacks decoded from the bytes: context
# calls with hostile arguments, tree changes), text (any bytes as a string and font, any size),
# transform3d (degenerate and perspective 3D transforms, nested) and manifest (batch JSON,
# checked as batch checks it) and source-pass (any bytes as a Swift scene's files, through
# every pass before swiftc; its seeds include ../shared/corpus/swift-loaders when it is
# there). The default is all seven, 70 minutes at the default 10 minutes each. Each has its seeds (below) and its dictionary, Fuzz/TARGET.dict. Built with ASan in
# Fuzz/ (a package of its own; linked with lld, as gold fails on the scene-embedding plugin's
# tool when sanitized); fontconfig's caches are not leaks (Tests/lsan-suppressions.txt). New
# interesting inputs go to .build-fuzz/corpus-*/ (not in git); a crash, hang or leak is
# written to Fuzz/Findings/ and stops the run: fix it at its cause and pin it as a test (a bad
# input in Tests/CLITests/BadInputs/ or a unit test). `make fuzz FUZZ_SECONDS=1` replays the
# seeds; FUZZ_PRINT=1 Fuzz/.build/release/FuzzDraw FILE shows the script an input decodes to.
FUZZ_SECONDS ?= 600
# An input slower than this is a finding (raise it when the machine is busy with other work).
FUZZ_TIMEOUT ?= 20
FUZZ_TARGET  ?= scene set-value draw text transform3d manifest source-pass
FUZZ_SEEDS_scene       := scenes Tests/SceneTests/Scripts Tests/CLITests/Scenes Tests/CLITests/BadInputs
FUZZ_SEEDS_set-value   := Fuzz/Seeds/set-value
FUZZ_SEEDS_draw        := Fuzz/Seeds/draw
FUZZ_SEEDS_text        := Fuzz/Seeds/text
FUZZ_SEEDS_transform3d := Fuzz/Seeds/transform3d
FUZZ_SEEDS_manifest    := Fuzz/Seeds/manifest
FUZZ_SEEDS_source-pass := examples/swift examples/swiftui Tests/SwiftScenesTests/Scenes $(wildcard ../shared/corpus/swift-loaders)
FUZZ_FLAGS   := -c release -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld
fuzz: deps
	@mkdir -p Fuzz/Findings
	@for target in $(FUZZ_TARGET); do \
	  case $$target in scene) product=FuzzScene;; set-value) product=FuzzSetValue;; draw) product=FuzzDraw;; \
	    text) product=FuzzText;; transform3d) product=FuzzTransform3D;; manifest) product=FuzzManifest;; \
	    source-pass) product=FuzzSourcePass;; \
	    *) echo "fuzz: FUZZ_TARGET names scene, set-value, draw, text, transform3d, manifest or source-pass, not $$target"; exit 64;; esac; \
	  case $$target in scene) seeds="$(FUZZ_SEEDS_scene)";; set-value) seeds="$(FUZZ_SEEDS_set-value)";; \
	    draw) seeds="$(FUZZ_SEEDS_draw)";; text) seeds="$(FUZZ_SEEDS_text)";; \
	    transform3d) seeds="$(FUZZ_SEEDS_transform3d)";; manifest) seeds="$(FUZZ_SEEDS_manifest)";; \
	    source-pass) seeds="$(FUZZ_SEEDS_source-pass)";; esac; \
	  maxlen=$$(case $$target in source-pass) echo 16384;; *) echo 4096;; esac); \
	  (cd Fuzz && $(SWIFT) build $(FUZZ_FLAGS) --product $$product) || exit 1; \
	  mkdir -p .build-fuzz/corpus-$$target; \
	  echo "fuzz: $$product for $(FUZZ_SECONDS) s"; \
	  LSAN_OPTIONS="suppressions=$(CURDIR)/Tests/lsan-suppressions.txt:print_suppressions=0" \
	    Fuzz/.build/release/$$product .build-fuzz/corpus-$$target $$seeds \
	    -dict=Fuzz/$$target.dict -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=2048 \
	    -max_len=$$maxlen -print_final_stats=1 -artifact_prefix=Fuzz/Findings/$$target- || exit 1; \
	done

# The whole test suite under AddressSanitizer, then ThreadSanitizer (each in its own build
# folder). The Swift scene tests compile scenes against the instrumented kit, with the same
# sanitizer ($LOADERANIM_SWIFT_SANITIZE).
test-sanitize: deps
	$(SWIFT) build --product LoaderAnimSceneKit --scratch-path .build-asan --sanitize=address
	LSAN_OPTIONS="suppressions=$(CURDIR)/Tests/lsan-suppressions.txt:print_suppressions=0" LOADERANIM_SWIFT_SANITIZE=address \
	  $(SWIFT) test --scratch-path .build-asan --sanitize=address
	$(SWIFT) build --product LoaderAnimSceneKit --scratch-path .build-tsan --sanitize=thread
	TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" LOADERANIM_SWIFT_SANITIZE=thread \
	  $(SWIFT) test --scratch-path .build-tsan --sanitize=thread
