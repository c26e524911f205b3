#!/usr/bin/env bash
# OpenTableViewConstraintSolver against Kiwi on the same systems, in one sitting: builds
# solver-compare (release), exports the workloads, then alternates our timing and Kiwi's
# ROUNDS times (default 3) so both see the same load, and prints the table of compare.py
# (the least of the rounds for every figure).
#
#   Benchmarks/kiwi/compare.sh                 # needs python3 and kiwisolver (pip install kiwisolver==1.5.1)
#   ROUNDS=5 SCRATCH=../.build-solver Benchmarks/kiwi/compare.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH:-.build}
rounds=${ROUNDS:-3}
swift build -c release --product solver-compare --scratch-path "$scratch" >/dev/null
binary=$scratch/release/solver-compare
"$binary" export kiwi/workloads.json >/dev/null
out=$(mktemp -d ./.solver-compare.XXXXXX)
trap 'rm -r "$out"' EXIT
ours=()
kiwi=()
for round in $(seq "$rounds"); do
  "$binary" time >"$out/ours-$round.txt"
  python3 kiwi/kiwi_bench.py kiwi/workloads.json >"$out/kiwi-$round.txt"
  ours+=("$out/ours-$round.txt")
  kiwi+=("$out/kiwi-$round.txt")
done
python3 kiwi/compare.py --ours "${ours[@]}" --kiwi "${kiwi[@]}"
