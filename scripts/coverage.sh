#!/usr/bin/env bash
# Prints line coverage of every library module (the engine with its tile kernels, the store, the
# scene, the run, the interface core, pictures, scripts, each screen feature, the view-model and the desktop program)
# from the last coverage-enabled test run.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
profile="$bin/codecov/default.profdata"
tests="$bin/LifePackageTests.xctest"
# The toolchain's own llvm-cov reads the profile format its compiler writes.
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
[ -f "$profile" ] || { echo "coverage: no profile at $profile"; exit 0; }
modules="LifeEngine TileKernels TileKernelsWide TileKernelsWidest RuleLookup LifeStore LifeScene LifeRun LifeInterface LifeImage LifeScript"
for feature in Sources/Features/*/; do modules="$modules Features/$(basename "$feature")"; done
for module in $modules LifeViewModel LifeDesktop; do
  "$llvm_cov" report "$tests" -instr-profile "$profile" "Sources/$module" | awk -v m="$module" '
    /^TOTAL/ { printf "coverage: %-17s %s of %d lines\n", m, $10, $8 }'
done
