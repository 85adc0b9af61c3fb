# loaderanim: `make demo` renders, `make test` tests; both install what the build needs first.
SWIFT    ?= swift
PREFIX   ?= /usr/local
BINDIR   := $(PREFIX)/bin
SHAREDIR := $(PREFIX)/share/loaderanim

# Debian packages the C targets link against (see Package.swift), and the fonts text draws
# with: the only ones it uses, so that text has the same pixels everywhere (see
# Sources/Raster/Text/TextEngine.swift and docs/core-animation.md, "Text").
DEB_PACKAGES := pkg-config libgif-dev libcairo2-dev libjpeg-dev liblua5.4-dev libpango1.0-dev \
                fonts-liberation2 fonts-dejavu-core
FONT_FILES := /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf \
              /usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf \
              /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build test test-sanitize fuzz demo install uninstall clean bench-peers bench-gif bench

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

build: deps
	$(SWIFT) build $(RELEASE)

test: deps
	$(SWIFT) test

# Renders every built-in scene with its defaults into the gallery (docs/gallery/, shown in the README).
GALLERY := docs/gallery
demo: build
	@bin="$$($(SWIFT) build $(RELEASE) --show-bin-path)"; mkdir -p $(GALLERY); \
	for scene in scenes/*.lua; do \
	  name=$$(basename $$scene .lua); \
	  echo "loaderanim render $$name --out $(GALLERY)/$$name.gif"; \
	  "$$bin/loaderanim" render $$name --out $(GALLERY)/$$name.gif --quiet || exit 1; \
	done

# The peers both benchmarks compare with: ffmpeg, gifsicle and ImageMagick, installed from
# Debian when one is missing (a `convert` that is not ImageMagick's does not count).
bench-peers:
	@if command -v ffmpeg >/dev/null 2>&1 && command -v gifsicle >/dev/null 2>&1 \
	    && convert -version 2>/dev/null | grep -q '^Version: ImageMagick'; then \
	  echo "bench: ffmpeg, gifsicle and ImageMagick are present"; \
	else \
	  echo "bench: installing ffmpeg gifsicle imagemagick"; \
	  $(SUDO) apt-get update \
	  && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y ffmpeg gifsicle imagemagick; \
	fi

# Extra `swift build` options for the benchmarks, e.g. BENCH_BUILD_FLAGS="--scratch-path .build-bench".
BENCH_BUILD_FLAGS ?=

# The GIF encoder against its peers on the same cairo-drawn frames: seconds, bytes, PSNR.
bench-gif: deps bench-peers
	$(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --product GIFBench
	"$$($(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --show-bin-path)/GIFBench"

# Whole `loaderanim render` runs of every built-in scene and the large workloads against the
# same peers, with peak memory and the giflib floor: one Markdown table (about 5 to 10
# minutes, most of it ImageMagick). Temporary files go to $TMPDIR; SCENE_BENCH_KEEP=1
# keeps them (see Sources/SceneBench/main.swift for the other SCENE_BENCH_ variables).
bench: deps bench-peers
	$(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --product loaderanim
	$(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --product SceneBench
	@bin="$$($(SWIFT) build $(RELEASE) $(BENCH_BUILD_FLAGS) --show-bin-path)"; \
	"$$bin/SceneBench" "$$bin/loaderanim" scenes

install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(SHAREDIR)/scenes"
	install -m 755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/loaderanim" "$(DESTDIR)$(BINDIR)/loaderanim"
	cp -R scenes/. "$(DESTDIR)$(SHAREDIR)/scenes/"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/loaderanim"
	rm -rf "$(DESTDIR)$(SHAREDIR)"

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz Fuzz/.build

# libFuzzer on scene loading (FUZZ_TARGET=scene) or the --set value parser (set-value), for
# FUZZ_SECONDS; both by default, each for that long. Built with ASan in Fuzz/ (a package of
# its own). New interesting inputs go to .build-fuzz/corpus-*/ (not in git); a crash, hang or
# leak is written to Fuzz/Findings/ and stops the run: add it to the bad-input corpus
# (Tests/CLITests/BadInputs/) with the fix. `make fuzz FUZZ_SECONDS=1` replays the seeds.
FUZZ_SECONDS ?= 600
FUZZ_TARGET  ?= scene set-value
# Seeds: every scene script the project has for `scene`, typical values for `set-value`.
FUZZ_SEEDS_scene     := scenes Tests/SceneTests/Scripts Tests/CLITests/Scenes Tests/CLITests/BadInputs
FUZZ_SEEDS_set-value := Fuzz/Seeds/set-value
FUZZ_FLAGS   := -c release -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address
fuzz: deps
	@mkdir -p Fuzz/Findings
	@for target in $(FUZZ_TARGET); do \
	  case $$target in scene) product=FuzzScene; seeds="$(FUZZ_SEEDS_scene)";; \
	    set-value) product=FuzzSetValue; seeds="$(FUZZ_SEEDS_set-value)";; \
	    *) echo "fuzz: FUZZ_TARGET is scene or set-value, not $$target"; exit 64;; esac; \
	  (cd Fuzz && $(SWIFT) build $(FUZZ_FLAGS) --product $$product) || exit 1; \
	  mkdir -p .build-fuzz/corpus-$$target; \
	  echo "fuzz: $$product for $(FUZZ_SECONDS) s"; \
	  Fuzz/.build/release/$$product .build-fuzz/corpus-$$target $$seeds \
	    -dict=Fuzz/scene.dict -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 \
	    -max_len=4096 -print_final_stats=1 -artifact_prefix=Fuzz/Findings/$$target- || exit 1; \
	done

# The whole test suite under AddressSanitizer, then ThreadSanitizer (each in its own build folder).
test-sanitize: deps
	LSAN_OPTIONS="suppressions=$(CURDIR)/Tests/lsan-suppressions.txt" \
	  $(SWIFT) test --scratch-path .build-asan --sanitize=address
	TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" $(SWIFT) test --scratch-path .build-tsan --sanitize=thread
