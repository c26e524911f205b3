#!/usr/bin/env bash
# Instructions per operation of the main workloads, counted by callgrind: repeatable on a busy
# machine, so two versions of the library can be compared in one sitting.
#
#   Benchmarks/profile.sh                          # this checkout's library
#   OPENTABLEVIEW_PATH=/tmp/otv-old Benchmarks/profile.sh   # another checkout (git worktree add …)
#   WORKLOADS="jump-uniform insert-uniform" Benchmarks/profile.sh
#
# For each workload: one run with N operations and one with none; (Ir(N) − Ir(0)) / N is the
# cost of one operation, set-up excluded. Needs valgrind (Debian: valgrind).
set -euo pipefail
cd "$(dirname "$0")"
library=${OPENTABLEVIEW_PATH:-..}
scratch=${PROFILE_SCRATCH:-../.build-profile-$(basename "$(cd "$library" && pwd)")}
WORKLOADS=${WORKLOADS:-"small-scroll-uniform:2000 small-scroll-per-row:2000 sweep-uniform:400 sweep-per-row:400 jump-uniform:200 jump-per-row:200 insert-uniform:2000 insert-per-row:200 delete-uniform:2000 reload-uniform:50 reload-per-row:5 batch-1000-uniform:5"}
# SwiftPM does not always notice edits in the library (a path dependency that contains this
# package); removing the product makes it check, recompile and link again.
rm -f "$scratch"/*/release/profile-workloads
OPENTABLEVIEW_PATH=$library swift build -c release --product profile-workloads --scratch-path "$scratch" >/dev/null
binary=$scratch/release/profile-workloads
count() { # workload n → instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/stdout "$binary" "$1" "$2" 2>/dev/null |
    awk '/^summary:/ { print $2 }'
}
printf '%-24s %14s\n' workload "Ir/operation"
for entry in $WORKLOADS; do
  name=${entry%%:*}
  n=${entry##*:}
  [ "$name" = "$entry" ] && n=100
  base=$(count "$name" 0)
  total=$(count "$name" "$n")
  printf '%-24s %14d\n' "$name" $(((total - base) / n))
done
