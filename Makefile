# loaderanim: `make demo` renders, `make test` tests; both install what the build needs first.
SWIFT    ?= swift
PREFIX   ?= /usr/local
BINDIR   := $(PREFIX)/bin
SHAREDIR := $(PREFIX)/share/loaderanim

# Debian packages the C targets link against (see Package.swift).
DEB_PACKAGES := pkg-config libgif-dev libcairo2-dev libjpeg-dev liblua5.4-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build test demo install uninstall clean bench-gif

all: build

# Installs the packages only when pkg-config or a header is missing (giflib has no .pc file).
deps:
	@if command -v pkg-config >/dev/null 2>&1 \
	    && pkg-config --exists cairo lua5.4 libjpeg \
	    && printf '#include <gif_lib.h>\n' | cc -E -x c - >/dev/null 2>&1; then \
	  echo "deps: pkg-config, cairo, lua5.4, libjpeg and giflib are present"; \
	else \
	  echo "deps: installing $(DEB_PACKAGES)"; \
	  $(SUDO) apt-get update \
	  && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $(DEB_PACKAGES); \
	fi

build: deps
	$(SWIFT) build -c release

test: deps
	$(SWIFT) test

# Renders every built-in scene with its defaults into the README's gallery.
GALLERY := docs/gallery
demo: build
	@bin="$$($(SWIFT) build -c release --show-bin-path)"; mkdir -p $(GALLERY); \
	for scene in scenes/*.lua; do \
	  name=$$(basename $$scene .lua); \
	  echo "loaderanim render $$name --out $(GALLERY)/$$name.gif"; \
	  "$$bin/loaderanim" render $$name --out $(GALLERY)/$$name.gif --quiet || exit 1; \
	done

# The GIF encoder against its peers on the same cairo-drawn frames: seconds, bytes, PSNR.
# Installs ffmpeg, gifsicle and ImageMagick from Debian when one is missing (a `convert`
# that is not ImageMagick's does not count).
bench-gif: deps
	@if command -v ffmpeg >/dev/null 2>&1 && command -v gifsicle >/dev/null 2>&1 \
	    && convert -version 2>/dev/null | grep -q '^Version: ImageMagick'; then \
	  echo "bench-gif: ffmpeg, gifsicle and ImageMagick are present"; \
	else \
	  echo "bench-gif: installing ffmpeg gifsicle imagemagick"; \
	  $(SUDO) apt-get update \
	  && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y ffmpeg gifsicle imagemagick; \
	fi
	$(SWIFT) build -c release --product GIFBench
	"$$($(SWIFT) build -c release --show-bin-path)/GIFBench"

install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(SHAREDIR)/scenes"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/loaderanim" "$(DESTDIR)$(BINDIR)/loaderanim"
	cp -R scenes/. "$(DESTDIR)$(SHAREDIR)/scenes/"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/loaderanim"
	rm -rf "$(DESTDIR)$(SHAREDIR)"

clean:
	rm -rf .build
