#!/usr/bin/env bash
# Prints line coverage of LifeEngine (with its tile kernels), LifeStore, LifeScene, LifeViewModel and LifeDesktop from the last
# coverage-enabled test run.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
profile="$bin/codecov/default.profdata"
tests="$bin/LifePackageTests.xctest"
# The toolchain's own llvm-cov reads the profile format its compiler writes.
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
[ -f "$profile" ] || { echo "coverage: no profile at $profile"; exit 0; }
for module in LifeEngine TileKernels TileKernelsWide TileKernelsWidest LifeStore LifeScene LifeViewModel LifeDesktop; do
  "$llvm_cov" report "$tests" -instr-profile "$profile" "Sources/$module" | awk -v m="$module" '
    /^TOTAL/ { printf "coverage: %-14s %s of %d lines\n", m, $10, $8 }'
done
