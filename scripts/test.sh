#!/usr/bin/env bash
# Installs what is missing and runs every test (with line coverage of every library module).
# A debug build, whose engine and kernels Package.swift optimises: the engine's cross-checks run
# in seconds, and the build costs far less than a release one (whole-module optimisation of every
# module, about 11 minutes from cold on two cores). Most tests need no display (SDL's dummy video
# driver and a software renderer); the desktop window tests run the real app on a virtual X
# display (Xvfb, driven by xdotool, its pixels read back with ImageMagick's import).
#
# The tests run as two processes side by side, one a core: the command-line tests (which mostly
# wait on the `life` processes they start) and all the others, with two of the command-line classes
# (about 17 s) moved over so the two take about as long (78 s each from a fresh clone here). Each writes
# its own coverage profile; they are merged into the one `scripts/coverage.sh` reads.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh libsdl2-image-dev xvfb xauth xdotool x11-utils desktop-file-utils xdg-utils libfile-mimeinfo-perl imagemagick
# Golly itself, for the tests that run Golly's own Lua scripts and check them against bgolly.
LIFE_GOLLY=$(bash scripts/fetch-golly.sh)
export LIFE_GOLLY
swift build --build-tests --enable-code-coverage
bin=$(swift build --show-bin-path)
tests="$bin/LifePackageTests.xctest"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$bin/codecov"
mkdir -p "$bin/codecov"
# Every test class, then the two shards as comma-separated filters.
"$tests" --list-tests | sed -nE 's#^([A-Za-z]+Tests\.[A-Za-z0-9_]+)/.*#\1#p' | sort -u > "$work/classes"
moved='^LifeCLITests\.(InstallScriptPrefixTests|MemoryBudgetCommandTests)$'
cli=$(grep '^LifeCLITests\.' "$work/classes" | grep -Ev "$moved" | paste -sd, -)
rest=$(grep -v '^LifeCLITests\.' "$work/classes" | cat - <(grep -E "$moved" "$work/classes") | paste -sd, -)
set +e
LLVM_PROFILE_FILE="$bin/codecov/cli-%p.profraw" "$tests" "$cli" > "$work/cli.log" 2>&1 &
cli_pid=$!
LLVM_PROFILE_FILE="$bin/codecov/rest-%p.profraw" "$tests" "$rest" 2>&1 | tee "$work/rest.log"
rest_status=${PIPESTATUS[0]}
wait "$cli_pid"
cli_status=$?
set -e
cat "$work/cli.log"
status=$(( rest_status != 0 || cli_status != 0 ))
profdata="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-profdata"
[ -x "$profdata" ] || profdata=$(command -v llvm-profdata)
if [ "$status" -eq 0 ]; then
  "$profdata" merge -sparse "$bin"/codecov/*.profraw -o "$bin/codecov/default.profdata"
  bash scripts/coverage.sh || true
fi
# One plain closing line: "N passed, N skipped, N failed" (a skipped test is not a pass).
total=0 failed=0 skipped=0
for log in "$work/cli.log" "$work/rest.log"; do
  summary=$(grep -E "^\s*Executed [0-9]+ tests?, with " "$log" | tail -1 || true)
  [ -n "$summary" ] || { echo "tests: $(basename "$log" .log) did not finish"; status=1; continue; }
  total=$((total + $(echo "$summary" | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')))
  failed=$((failed + $(echo "$summary" | sed -E 's/.* ([0-9]+) failures?.*/\1/')))
  skipped=$((skipped + $(echo "$summary" | grep -oE '[0-9]+ tests? skipped' | grep -oE '^[0-9]+' || echo 0)))
done
echo "tests: $((total - failed - skipped)) passed, $skipped skipped, $failed failed"
exit "$status"
