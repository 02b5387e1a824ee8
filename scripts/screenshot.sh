#!/usr/bin/env bash
# Runs the real app under Xvfb, drives it with xdotool and saves PNG screenshots into docs/screenshots/.
# Needs: xvfb xauth xdotool imagemagick (installed when missing). Usage: scripts/screenshot.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
bash scripts/install-deps.sh xvfb xauth xdotool imagemagick
swift build -c release --product life
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
export DISPLAY=$display
sleep 1

.build/release/life Assets/Patterns/gosper-glider-gun.rle --speed 30 &
app=$!
xdotool search --sync --name '^Life$' >/dev/null
sleep 0.5
xdotool key Return
sleep 5
xdotool key Return
xdotool mousemove 640 300
sleep 0.3
import -window root "$out/main.png"
xdotool key ctrl+q
wait $app
echo "screenshots written to $out"
