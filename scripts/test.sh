#!/usr/bin/env bash
# Installs what is missing and runs every test (with line coverage of every library module).
# A debug build, whose engine and kernels Package.swift optimises: the engine's cross-checks run
# in seconds, and the build costs far less than a release one (whole-module optimisation of every
# module, about 11 minutes from cold on two cores). Most tests need no display (SDL's dummy video
# driver and a software renderer); the desktop window tests run the real app on a virtual X
# display (Xvfb, driven by xdotool, its pixels read back with ImageMagick's import).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh libsdl2-image-dev xvfb xauth xdotool x11-utils desktop-file-utils xdg-utils libfile-mimeinfo-perl imagemagick
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
swift test --disable-swift-testing --enable-code-coverage 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -eq 0 ]; then
  bash scripts/coverage.sh || true
fi
# One plain closing line: "N passed, N skipped, N failed" (a skipped test is not a pass).
summary=$(grep -E "^\s*Executed [0-9]+ tests?, with " "$log" | tail -1 || true)
if [ -n "$summary" ]; then
  total=$(echo "$summary" | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')
  failed=$(echo "$summary" | sed -E 's/.* ([0-9]+) failures?.*/\1/')
  skipped=$(echo "$summary" | grep -oE '[0-9]+ tests? skipped' | grep -oE '^[0-9]+' || echo 0)
  echo "tests: $((total - failed - skipped)) passed, $skipped skipped, $failed failed"
fi
exit "$status"
