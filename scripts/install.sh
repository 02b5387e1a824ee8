#!/usr/bin/env bash
# Installs Life for the current user (or the whole system) so the launcher and the file manager
# know it: the binary, its Assets and Themes (found through <bin>/../share/life), a .desktop entry,
# the icon in hicolor sizes and the MIME types of pattern files. Every file written is listed, with
# its SHA-256, in PREFIX/share/life/installed-files as it is written; --uninstall removes exactly
# those, keeping (and naming) any you changed since.
#
# Usage: scripts/install.sh [--prefix DIR | --system] [--binary PATH] [--uninstall]
#   --prefix DIR   install under DIR (default ~/.local; a relative DIR is taken from the current folder)
#   --system       install under /usr/local
#   --binary PATH  install this already built binary (and life-desktop beside it) instead of building a release one
#   --uninstall    remove what an earlier install under the same prefix wrote
set -euo pipefail
here=$PWD
die() { echo "install.sh: $*" >&2; exit "${status:-1}"; }

prefix="$HOME/.local"
binary=""
uninstall=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || status=2 die "--prefix needs a folder"; prefix="$2"; shift 2 ;;
    --system) prefix=/usr/local; shift ;;
    --binary) [ $# -ge 2 ] || status=2 die "--binary needs a path"; binary="$2"; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) status=2 die "unknown option $1 (see --help)" ;;
  esac
done
# Relative paths mean what they meant where the script was started, not in the repository.
case "$prefix" in /*) ;; *) prefix="$here/$prefix" ;; esac
case "$binary" in ""|/*) ;; *) binary="$here/$binary" ;; esac
# Checked before anything is copied: a newline (or another control character) cannot be written in
# the manifest's lines nor in the desktop entry.
[ -n "$prefix" ] || die "the prefix is empty"
if [[ "$prefix" == *[[:cntrl:]]* ]]; then die "the prefix contains a control character (a newline?): $(printf '%q' "$prefix")"; fi
prefix="${prefix%/}"
[ -n "$prefix" ] || prefix=/
cd "$(dirname "$0")/.."

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

checksum() { sha256sum < "$1" | cut -d' ' -f1; }

# The manifest: one "SHA256  PATH" line a file (an older install's lines are a PATH alone).
declare -A sums=()
order=()
read_manifest() {
  [ -f "$manifest" ] || return 0
  local line
  while IFS= read -r line || [ -n "$line" ]; do
    [ -n "$line" ] || continue
    if [[ "$line" =~ ^([0-9a-f]{64})\ \ (.*)$ ]]; then
      remember "${BASH_REMATCH[2]}" "${BASH_REMATCH[1]}"
    else
      remember "$line" ""
    fi
  done < "$manifest"
}
remember() { # remember PATH SUM
  [ -n "${sums[$1]+set}" ] || order+=("$1")
  sums[$1]=$2
}
write_manifest() {
  local file
  mkdir -p -- "$share/life"
  for file in "${order[@]}"; do
    if [ -n "${sums[$file]}" ]; then printf '%s  %s\n' "${sums[$file]}" "$file"; else printf '%s\n' "$file"; fi
  done > "$manifest.new"
  mv -f -- "$manifest.new" "$manifest"
}

if [ "$uninstall" = 1 ]; then
  if [ ! -f "$manifest" ]; then
    echo "install.sh: nothing to uninstall under $prefix (no $manifest)" >&2
    exit 1
  fi
  read_manifest
  kept=()
  for file in "${order[@]}"; do
    # A file changed since it was installed is the user's now: it stays.
    if [ -n "${sums[$file]}" ] && [ -f "$file" ] && [ "$(checksum "$file")" != "${sums[$file]}" ]; then
      kept+=("$file")
      continue
    fi
    rm -f -- "$file"
    # Folders this install made, when they are empty now.
    dir=$(dirname -- "$file")
    while [ "$dir" != "$prefix" ] && [ "$dir" != "/" ] && rmdir -- "$dir" 2>/dev/null; do dir=$(dirname -- "$dir"); done
  done
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
  for file in "${kept[@]}"; do echo "Kept $file: it was changed after it was installed (remove it yourself if it is not needed)"; done
  exit 0
fi

if [ -z "$binary" ]; then
  bash scripts/install-deps.sh
  swift build -c release --product life
  swift build -c release --product life-desktop
  binary=.build/release/life
fi
[ -x "$binary" ] || die "$binary is not an executable"
# The window is a program of its own that `life` starts; it sits beside the binary.
desktop="$(dirname -- "$binary")/life-desktop"
[ -x "$desktop" ] || die "$desktop (the desktop app, built with life) is missing"

# An earlier install's files stay listed (and are uninstalled too) until written again.
read_manifest
mkdir -p -- "$prefix/bin" "$share/life"
write_manifest
count=0
put() { # put MODE SOURCE TARGET: installs, then lists it at once, so an install stopped midway can be undone
  mkdir -p -- "$(dirname -- "$3")"
  install -m "$1" -- "$2" "$3"
  remember "$3" "$(checksum "$3")"
  write_manifest
  count=$((count + 1))
}

# One argument of a desktop entry's Exec key, as the Desktop Entry specification spells it: %
# doubled (field codes); an argument with a reserved character in double quotes, with " ` $ and \
# escaped by a backslash; then the value's own string escape doubles every backslash (so a
# backslash in the path is written as four).
exec_argument() {
  local arg=${1//%/%%} c quote=0
  for c in ' ' $'\t' '"' "'" '\' '>' '<' '~' '|' '&' ';' '$' '*' '?' '#' '(' ')' '`'; do
    if [[ "$arg" == *"$c"* ]]; then quote=1; break; fi
  done
  if [ "$quote" = 1 ]; then
    arg=${arg//\\/\\\\}
    arg=${arg//\"/\\\"}
    arg=${arg//\`/\\\`}
    arg=${arg//\$/\\\$}
    arg="\"$arg\""
  fi
  printf '%s' "${arg//\\/\\\\}"
}

put 755 "$binary" "$prefix/bin/life"
put 755 "$desktop" "$prefix/bin/life-desktop"
while IFS= read -r -d '' file; do
  put 644 "$file" "$share/life/$file"
done < <(find Assets Themes -type f ! -path 'Assets/Desktop/*' ! -path 'Assets/Icons/*' -print0)
# The entry runs the installed binary by its full path (the prefix's bin may not be on PATH).
entry=$(mktemp)
trap 'rm -f "$entry"' EXIT
command=$(exec_argument "$prefix/bin/life")
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    "Exec=life "*) printf 'Exec=%s %s\n' "$command" "${line#Exec=life }" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < Assets/Desktop/life.desktop > "$entry"
put 644 "$entry" "$share/applications/life.desktop"
put 644 Assets/Desktop/life-mime.xml "$share/mime/packages/life.xml"
while IFS= read -r -d '' icon; do
  put 644 "$icon" "$share/icons/${icon#Assets/Icons/}"
done < <(find Assets/Icons -type f -print0)
refresh
echo "Life installed under $prefix ($count files; scripts/install.sh --uninstall removes them)"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Note: $prefix/bin is not on your PATH" ;; esac
