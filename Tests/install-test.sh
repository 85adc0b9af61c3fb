#!/bin/sh
# `make test-install`: `make install` into a temporary DESTDIR lays out the binary, the
# completions and the man page; the installed binary, run from a folder with no scenes,
# lists every built-in scene and renders one byte for byte as the repository's file
# renders, and serves the preview's page and the same frame; it renders a Swift scene with
# the kit installed beside it, and one with @objc through the Objective-C pass that `make
# install` built into the kit (none is built into the cache); it is under 25 MB; `make
# uninstall` removes every file again.
set -eu
make=${1:-make}
root=$(cd "$(dirname "$0")/.." && pwd)
destdir=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$destdir" "$work"' EXIT
fail() { echo "test-install: FAIL: $*" >&2; exit 1; }

$make -C "$root" --no-print-directory install DESTDIR="$destdir" PREFIX=/usr/local >/dev/null
prefix="$destdir/usr/local"
for file in bin/loaderanim bin/loaderanim-preview share/bash-completion/completions/loaderanim share/zsh/site-functions/_loaderanim \
            share/fish/vendor_completions.d/loaderanim.fish share/man/man1/loaderanim.1; do
  [ -s "$prefix/$file" ] || fail "$file is not installed"
done
[ -x "$prefix/bin/loaderanim" ] || fail "the binary is not executable"
grep -q '^\.Dt LOADERANIM 1' "$prefix/share/man/man1/loaderanim.1" || fail "the man page has no .Dt line"
grep -q 'render' "$prefix/share/bash-completion/completions/loaderanim" || fail "the bash completion lacks render"

size=$(stat -c %s "$prefix/bin/loaderanim")
[ "$size" -lt 25000000 ] || fail "the installed binary is $size bytes, not under 25 MB"
for binary in loaderanim loaderanim-preview; do
  if readelf -S "$prefix/bin/$binary" | grep -q '\.symtab'; then fail "$binary is not stripped"; fi
done

cd "$work"
count=$("$prefix/bin/loaderanim" list | grep -c ' built-in$')
expected=$(ls "$root"/scenes/*.lua | wc -l)
[ "$count" -eq "$expected" ] || fail "list shows $count built-in scenes, not $expected"
"$prefix/bin/loaderanim" render reveal --out "$work/builtin.gif" --quiet
"$prefix/bin/loaderanim" render "$root/scenes/reveal.lua" --out "$work/file.gif" --quiet
cmp -s "$work/builtin.gif" "$work/file.gif" || fail "the built-in reveal renders other bytes than scenes/reveal.lua"
# The preview's page and frames come from the binary alone.
"$prefix/bin/loaderanim" preview reveal --port 0 > "$work/preview.out" &
preview=$!
for _ in $(seq 100); do grep -q 'http://' "$work/preview.out" && break; sleep 0.1; done
url=$(grep -o 'http://[^ ]*' "$work/preview.out") || { kill "$preview"; fail "preview printed no URL"; }
python3 -c 'import sys, urllib.request as u; sys.stdout.buffer.write(u.urlopen(sys.argv[1]).read())' "${url}frame.png?t=0.5" \
  > "$work/served.png" && python3 -c 'import urllib.request as u, sys; u.urlopen(sys.argv[1]).read()' "$url" \
  || { kill "$preview"; fail "the preview did not serve its page and a frame"; }
kill "$preview"
"$prefix/bin/loaderanim" frame reveal --time 0.5 --out "$work/frame.png"
cmp -s "$work/served.png" "$work/frame.png" || fail "the preview's frame differs from loaderanim frame's"
# A Swift scene with the installed binary and the kit installed beside it: compiled and
# rendered from this folder, the same bytes as its Lua twin.
[ -s "$prefix/lib/loaderanim/swift/libLoaderAnimSceneKit.a" ] || fail "the Swift scene kit is not installed"
XDG_CACHE_HOME="$work/cache" "$prefix/bin/loaderanim" render "$root/Tests/SwiftScenesTests/Scenes/values.swift" \
  --out "$work/swift.gif" --quiet || fail "the installed loaderanim did not render a Swift scene"
"$prefix/bin/loaderanim" render "$root/Tests/SwiftScenesTests/Scenes/values.lua" --out "$work/lua.gif" --quiet
cmp -s "$work/swift.gif" "$work/lua.gif" || fail "the Swift scene renders other bytes than its Lua twin"
passes=$(find "$prefix/lib/loaderanim/swift" -maxdepth 1 -name 'syntax-pass-*' -type f -perm -u+x | wc -l)
[ "$passes" -eq 1 ] || fail "the installed kit holds $passes Objective-C passes built ahead of time, not 1"
XDG_CACHE_HOME="$work/objc-cache" "$prefix/bin/loaderanim" render "$root/examples/swift/sign-in.swift" \
  --out "$work/objc.gif" --quiet || fail "the installed loaderanim did not render a Swift scene with @objc"
[ -s "$work/objc.gif" ] || fail "the Swift scene with @objc wrote no GIF"
if ls "$work/objc-cache/loaderanim/swift" | grep -q '^syntax-pass-'; then
  fail "a Swift scene with @objc built the Objective-C pass into the cache, beside the installed kit's"
fi
# import Combine through the installed kit: OpenCombine's module and its C helpers' map.
XDG_CACHE_HOME="$work/cache" "$prefix/bin/loaderanim" render "$root/Tests/SwiftScenesTests/Scenes/combine.swift" \
  --out "$work/combine.gif" --quiet 2>/dev/null || fail "the installed loaderanim did not render a Swift scene that imports Combine"
XDG_CACHE_HOME="$work/cache" "$prefix/bin/loaderanim" render "$root/examples/swiftui/trim-spinner.swift" \
  --out "$work/swiftui.gif" --quiet || fail "the installed loaderanim did not render a SwiftUI scene"
"$prefix/bin/loaderanim" --version | grep -Eq '^loaderanim [0-9]+\.[0-9]+\.[0-9]+ \(([0-9a-f]+|unknown)\)$' \
  || fail "--version says $("$prefix/bin/loaderanim" --version)"

installed=$(find "$destdir" -type f | wc -l)
$make -C "$root" --no-print-directory uninstall DESTDIR="$destdir" PREFIX=/usr/local >/dev/null
left=$(find "$destdir" -type f | wc -l)
[ "$left" -eq 0 ] || fail "uninstall left $left files"
echo "test-install: ok (binary $size bytes; $installed files installed and removed; built-in reveal = scenes/reveal.lua; preview frame = frame; values.swift = values.lua; sign-in.swift through the kit's Objective-C pass; combine.swift through the kit's Combine; trim-spinner.swift through its SwiftUI)"
