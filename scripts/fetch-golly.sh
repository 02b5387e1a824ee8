#!/usr/bin/env bash
# Unpacks Debian's golly package (bgolly, Golly's Lua scripts, patterns and rules) into
# .build/golly, once, and prints that folder: the tests run Golly's own scripts through
# `life script` and check what they build against bgolly. No root needed (apt-get download and
# dpkg -x); when apt's lists are missing they are fetched first (sudo when not root).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$PWD/.build/golly"
if [ ! -x "$dir/usr/bin/bgolly" ]; then
  mkdir -p "$dir/deb"
  if ! (cd "$dir/deb" && apt-get download golly >/dev/null 2>&1); then
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq >&2
    (cd "$dir/deb" && apt-get download golly >/dev/null)
  fi
  dpkg -x "$dir"/deb/golly_*.deb "$dir"
fi
echo "$dir"
