#!/usr/bin/env bash
# Installs what is missing, builds Life in release mode and opens it. Arguments go to `life`
# (for example a pattern file: scripts/run.sh Assets/Patterns/gosper-glider-gun.rle).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build -c release --product life
swift build -c release --product life-desktop
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
