#!/usr/bin/env bash
# Runs the real app under Xvfb, drives it with xdotool and saves the README gallery as PNGs.
# Each shot starts from fresh XDG folders (no saved session or settings of yours is read or
# written). Needs: xvfb xauth xdotool imagemagick (installed when missing).
# Usage: scripts/screenshot.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
bash scripts/install-deps.sh xvfb xauth xdotool imagemagick
swift build -c release --product life
swift build -c release --product life-desktop
life=.build/release/life
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
home=$(mktemp -d)
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$home"' EXIT
export DISPLAY=$display
sleep 1

# fresh [THEME]: empty XDG folders, optionally with a theme chosen in settings.json.
fresh() {
  rm -rf "$home"/*
  export XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_STATE_HOME="$home/state"
  if [ -n "${1:-}" ]; then
    mkdir -p "$XDG_CONFIG_HOME/life"
    printf '{"theme": "%s", "firstRunDone": true}\n' "$1" > "$XDG_CONFIG_HOME/life/settings.json"
  fi
}
# start ARGS...: launches the app and waits for its window.
start() {
  "$life" "$@" &
  app=$!
  xdotool search --sync --name 'Life$' >/dev/null
  sleep 0.7
}
shot() { xdotool mousemove "${2:-640}" "${3:-300}"; sleep 0.4; import -window root "$out/$1.png"; }
# quit: Ctrl+Q, and again when the app asks first (a script or a recording under way).
quit() {
  xdotool key ctrl+q
  for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$app" 2>/dev/null; then xdotool key ctrl+q; fi
  wait "$app"
}

fresh; start Assets/Patterns/gosper-glider-gun.rle --speed 30
xdotool key Return; sleep 5; xdotool key Return
shot main; quit

fresh; start
shot first-run 900 600; quit

fresh; start Assets/Patterns/acorn.rle
xdotool mousemove 1240 772 click 1; sleep 0.4
shot settings 1240 772; quit

fresh; start Assets/Patterns/r-pentomino.rle --speed 240
xdotool key Return; sleep 9
shot auto-stop
# The banner's Details, with the blocks' row chosen and the blocks outlined on the grid (a row
# whose objects are out of view, such as the gliders', would move the view to one of them).
xdotool mousemove 764 100 click 1; sleep 0.4
xdotool mousemove 1058 211 click 1; sleep 0.3
shot details 1058 211; quit

fresh; start Assets/Patterns/gosper-glider-gun.rle
xdotool mousemove 560 330 keydown shift mousedown 1 mousemove 600 360 mousemove 700 440 mouseup 1 keyup shift; sleep 0.4
shot selection 900 600; quit

fresh; start
xdotool key o; sleep 0.6
shot patterns 200 700; quit

fresh Light; start Assets/Patterns/pulsar.rle
xdotool key Return; sleep 1.5; xdotool key Return
shot light; quit

fresh "High contrast"; start Assets/Patterns/simkin-glider-gun.rle --speed 30
xdotool key Return; sleep 3; xdotool key Return
shot high-contrast; quit

fresh; start Assets/Patterns/glider.rle --torus 24x24 --speed 15
xdotool key Return; sleep 3; xdotool key Return
shot torus; quit

fresh
"$life" boards import Assets/Patterns/acorn.rle >/dev/null
"$life" boards import Assets/Patterns/pulsar.rle >/dev/null
"$life" boards import Assets/Patterns/switch-engine-breeder.rle >/dev/null
start Assets/Patterns/gosper-glider-gun.rle --speed 30
xdotool key Return; sleep 2; xdotool key Return
xdotool key ctrl+s; sleep 0.3
for _ in $(seq 20); do xdotool key BackSpace; done
xdotool type "Gun after a while"; xdotool key Return; sleep 1
xdotool key b; sleep 0.8
shot boards 700 300; quit

fresh; start Assets/Patterns/switch-engine-breeder.rle
xdotool key g; sleep 0.3; xdotool type "2^30"; xdotool key Return; sleep 2
shot hashlife-jump 640 600; quit

# The export dialog: a picture of the gun, then a movie following life.
fresh; start Assets/Patterns/gosper-glider-gun.rle
xdotool key ctrl+shift+p; sleep 0.6
shot export-picture 640 120
xdotool key Escape; sleep 0.3
xdotool key ctrl+shift+r; sleep 0.6
shot export-movie 640 120; quit

# A Lua script asking with the app's prompt (the app's own browser chooses it).
fresh
script_dir=$(mktemp -d)
printf 'local g = golly()\nlocal n = g.getstring("How many gliders shall I add?", "3", "Gliders")\n' > "$script_dir/gliders.lua"
printf 'for i = 1, tonumber(n) do g.putcells(g.parse("bo$2bo$3o!"), 8 * i, -20) end\n' >> "$script_dir/gliders.lua"
LIFE_FILE_DIALOG=builtin start Assets/Patterns/gosper-glider-gun.rle
xdotool key ctrl+shift+l; sleep 0.6
xdotool type "$script_dir/gliders.lua"; xdotool key Return; sleep 1
shot script-prompt 640 120; quit
rm -rf "$script_dir"

# A small window (640x480) in High contrast with Settings open.
fresh
mkdir -p "$XDG_CONFIG_HOME/life"
printf '{"theme": "High contrast", "firstRunDone": true, "window": {"x": 0, "y": 0, "width": 640, "height": 480}}\n' \
  > "$XDG_CONFIG_HOME/life/settings.json"
start Assets/Patterns/pulsar.rle
xdotool key ctrl+comma; sleep 0.6
xdotool mousemove 320 240; sleep 0.3
import -window "$(xdotool search --name 'Life$' | head -1)" "$out/small-settings.png"; quit

echo "screenshots written to $out"
