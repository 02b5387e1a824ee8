#!/usr/bin/env bash
# Installs what is missing, builds Life in release mode and opens it. Arguments go to `life`
# (for example a pattern file: scripts/run.sh Assets/Patterns/gosper-glider-gun.rle).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# A release build made from another commit starts clean: an incremental one can keep a module
# compiled against an older layout of a type it uses (seen here: the export dialog crashed after a
# field was added to the header's figures, until the build was made afresh).
commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
stamp=.build/release-built-from
if [ -f "$stamp" ] && [ "$(cat "$stamp")" != "$commit" ]; then
  echo "run.sh: the code changed since the last build; building afresh" >&2
  rm -rf .build/*/release
fi
swift build -c release --product life
swift build -c release --product life-desktop
echo "$commit" > "$stamp"
case "${1:-}" in
  run|final|convert|bench|boards|help|--help|-h) ;;
  *)
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
      echo "life: no display found (DISPLAY and WAYLAND_DISPLAY are unset); run it from a desktop session" >&2
      echo "      or under a virtual display: xvfb-run -a .build/release/life" >&2
      exit 1
    fi
    ;;
esac
exec .build/release/life "$@"
