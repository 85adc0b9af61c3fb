# loaderanim: `make demo` renders, `make test` tests; both install what the build needs first.
SWIFT    ?= swift
PREFIX   ?= /usr/local
BINDIR   := $(PREFIX)/bin
SHAREDIR := $(PREFIX)/share/loaderanim

# Debian packages the C targets link against (see Package.swift).
DEB_PACKAGES := pkg-config libgif-dev libcairo2-dev libjpeg-dev liblua5.4-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build test demo install uninstall clean

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

demo: build
	"$$($(SWIFT) build -c release --show-bin-path)/loaderanim" --help

install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(SHAREDIR)/scenes"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/loaderanim" "$(DESTDIR)$(BINDIR)/loaderanim"
	cp -R scenes/. "$(DESTDIR)$(SHAREDIR)/scenes/"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/loaderanim"
	rm -rf "$(DESTDIR)$(SHAREDIR)"

clean:
	rm -rf .build
