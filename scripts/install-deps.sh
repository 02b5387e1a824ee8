#!/usr/bin/env bash
# Installs the Debian packages Life needs that are missing (apt-get update first; sudo when not root).
# Usage: scripts/install-deps.sh [extra-package ...]
set -euo pipefail

packages=(libsdl2-dev libsdl2-ttf-dev libfontconfig-dev fonts-dejavu-core libsqlite3-dev libpng-dev libgif-dev liblua5.4-dev zlib1g-dev pkg-config "$@")

if ! command -v swift >/dev/null 2>&1; then
  echo "life: Swift is not on PATH. Install Swift 6 (https://www.swift.org/install/linux/) and try again." >&2
  exit 1
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "life: installing missing system packages: ${missing[*]}"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "life: apt-get not found; please install these packages by hand: ${missing[*]}" >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "life: not root and sudo is missing; please install: ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
