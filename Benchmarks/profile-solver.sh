#!/usr/bin/env bash
# Instructions per operation of the constraint solver's workloads (solver-compare run …), counted
# by callgrind: repeatable on a busy machine, so two versions of the solver can be compared.
#
#   Benchmarks/profile-solver.sh                                  # this checkout's library
#   OPENTABLEVIEW_PATH=/path/to/other/checkout Benchmarks/profile-solver.sh
#
# (count at N operations − count at 0) / N, as profile.sh. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")"
library=${OPENTABLEVIEW_PATH:-..}
scratch=${PROFILE_SCRATCH:-../.build-profile-$(basename "$(cd "$library" && pwd)")}
rm -f "$scratch"/*/release/solver-compare
OPENTABLEVIEW_PATH=$library swift build -c release --product solver-compare --scratch-path "$scratch" >/dev/null
binary=$scratch/release/solver-compare
count() { # workload operation n → instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/stdout "$binary" run "$1" "$2" "$3" 2>/dev/null |
    awk '/^summary:/ { print $2 }'
}
printf '%-10s %-8s %14s\n' workload operation "Ir/operation"
for workload in "cell 11" "cell 21" "cell 41" "row 998"; do
  for operation in build suggest replace update; do
    n=2000
    [ "$operation" = build ] && n=200
    [ "$workload" = "row 998" ] && { n=100; [ "$operation" = build ] && n=2; }
    printf '%-10s %-8s %14d\n' "$workload" "$operation" \
      $((($(count "$workload" "$operation" "$n") - $(count "$workload" "$operation" 0)) / n))
  done
done
