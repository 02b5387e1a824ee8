#!/usr/bin/env bash
# Installs Life for the current user (or the whole system) so the launcher and the file manager
# know it: the binary, its Assets and Themes (found through <bin>/../share/life), a .desktop entry,
# the icon in hicolor sizes and the MIME types of pattern files. Every file written is listed in
# PREFIX/share/life/installed-files, which --uninstall removes, exactly those.
#
# Usage: scripts/install.sh [--prefix DIR | --system] [--binary PATH] [--uninstall]
#   --prefix DIR   install under DIR (default ~/.local)
#   --system       install under /usr/local
#   --binary PATH  install this already built binary (and life-desktop beside it) instead of building a release one
#   --uninstall    remove what an earlier install under the same prefix wrote
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="$HOME/.local"
binary=""
uninstall=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="$2"; shift 2 ;;
    --system) prefix=/usr/local; shift ;;
    --binary) binary="$2"; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
share="$prefix/share"
manifest="$share/life/installed-files"

refresh() {
  # Let the desktop know; each tool is optional.
  if command -v update-mime-database >/dev/null 2>&1 && [ -d "$share/mime/packages" ]; then
    update-mime-database "$share/mime" >/dev/null 2>&1 || true
  fi
  if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$share/applications" ]; then
    update-desktop-database "$share/applications" >/dev/null 2>&1 || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$share/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" >/dev/null 2>&1 || true
  fi
}

if [ "$uninstall" = 1 ]; then
  if [ ! -f "$manifest" ]; then
    echo "install.sh: nothing to uninstall under $prefix (no $manifest)" >&2
    exit 1
  fi
  while IFS= read -r file; do
    rm -f -- "$file"
    # Folders this install made, when they are empty now.
    dir=$(dirname -- "$file")
    while [ "$dir" != "$prefix" ] && [ "$dir" != "/" ] && rmdir -- "$dir" 2>/dev/null; do dir=$(dirname -- "$dir"); done
  done < <(sort -r "$manifest")
  rm -f -- "$manifest"
  rmdir -- "$share/life" 2>/dev/null || true
  # The caches the desktop tools built: gone with the last entry they were built from, else rebuilt.
  if [ -d "$share/mime" ] && [ -z "$(ls -A "$share/mime/packages" 2>/dev/null)" ]; then rm -rf -- "$share/mime"; fi
  if [ -d "$share/applications" ] && [ -z "$(find "$share/applications" -name '*.desktop' -print -quit)" ]; then
    rm -f -- "$share/applications/mimeinfo.cache"
    rmdir -- "$share/applications" 2>/dev/null || true
  fi
  if [ -d "$share/icons/hicolor" ] && [ -z "$(find "$share/icons/hicolor" -type f ! -name 'icon-theme.cache' -print -quit)" ]; then
    rm -rf -- "$share/icons/hicolor"
    rmdir -- "$share/icons" 2>/dev/null || true
  fi
  rmdir -- "$share" "$prefix/bin" 2>/dev/null || true
  refresh
  echo "Life removed from $prefix"
  exit 0
fi

if [ -z "$binary" ]; then
  bash scripts/install-deps.sh
  swift build -c release --product life
  swift build -c release --product life-desktop
  binary=.build/release/life
fi
[ -x "$binary" ] || { echo "install.sh: $binary is not an executable" >&2; exit 1; }
# The window is a program of its own that `life` starts; it sits beside the binary.
desktop="$(dirname -- "$binary")/life-desktop"
[ -x "$desktop" ] || { echo "install.sh: $desktop (the desktop app, built with life) is missing" >&2; exit 1; }

installed=()
put() { # put MODE SOURCE TARGET
  mkdir -p -- "$(dirname -- "$3")"
  install -m "$1" -- "$2" "$3"
  installed+=("$3")
}
put 755 "$binary" "$prefix/bin/life"
put 755 "$desktop" "$prefix/bin/life-desktop"
while IFS= read -r -d '' file; do
  put 644 "$file" "$share/life/$file"
done < <(find Assets Themes -type f ! -path 'Assets/Desktop/*' ! -path 'Assets/Icons/*' -print0)
# The entry runs the installed binary by its full path (the prefix's bin may not be on PATH).
entry=$(mktemp)
trap 'rm -f "$entry"' EXIT
sed "s|^Exec=life |Exec=$prefix/bin/life |" Assets/Desktop/life.desktop > "$entry"
put 644 "$entry" "$share/applications/life.desktop"
put 644 Assets/Desktop/life-mime.xml "$share/mime/packages/life.xml"
while IFS= read -r -d '' icon; do
  put 644 "$icon" "$share/icons/${icon#Assets/Icons/}"
done < <(find Assets/Icons -type f -print0)
mkdir -p -- "$share/life"
printf '%s\n' "${installed[@]}" > "$manifest"
refresh
echo "Life installed under $prefix (${#installed[@]} files; scripts/install.sh --uninstall removes them)"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Note: $prefix/bin is not on your PATH" ;; esac
