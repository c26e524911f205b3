#!/usr/bin/env bash
# Instructions per operation (callgrind) of the collection view on the list and flow layouts
# beside the equivalent table (fixed row heights: `table`; self-sizing rows, as a list's:
# `sstable`), and their ratios: the same workloads as the CollectionView
# benchmark target (`profile-workloads cv-<operation>-<view>-<size>`, Sources/CollectionWorkloads).
#
#   Benchmarks/profile-collection.sh                        # sweep, jump, reload, apply at 1e4 1e5 1e6
#   OPERATIONS="sweep jump" SIZES="1e4 1e6" Benchmarks/profile-collection.sh
#   OPENTABLEVIEW_PATH=/tmp/otv-old Benchmarks/profile-collection.sh   # another checkout
#
# Each figure is (Ir(N) − Ir(0)) / N, set-up excluded, as profile.sh counts. Then the growth of
# scrolling from the smallest size to the largest, per view. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")"
library=${OPENTABLEVIEW_PATH:-..}
scratch=${PROFILE_SCRATCH:-../.build-profile-$(basename "$(cd "$library" && pwd)")}
OPERATIONS=${OPERATIONS:-"sweep jump reload apply"}
SIZES=${SIZES:-"1e4 1e5 1e6"}
VIEWS="table sstable list flow"
# SwiftPM does not always notice edits in the library (a path dependency that contains this
# package); removing the product makes it check, recompile and link again.
rm -f "$scratch"/*/release/profile-workloads
OPENTABLEVIEW_PATH=$library swift build -c release --product profile-workloads --scratch-path "$scratch" >/dev/null
binary=$scratch/release/profile-workloads
count() { # workload n → instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/stdout "$binary" "$1" "$2" 2>/dev/null |
    awk '/^summary:/ { print $2 }'
}
operations() { # operation size → how many to count (an even number for apply: both directions)
  case $1 in
  sweep) echo 200 ;;
  jump) echo 100 ;;
  reload) echo 20 ;;
  apply) case $2 in 1e4) echo 10 ;; 1e5) echo 4 ;; *) echo 2 ;; esac ;;
  esac
}
declare -A ir
printf '%-8s %-5s %11s %11s %11s %11s %10s %10s %10s\n' operation size table sstable list flow list/table list/sst flow/table
for operation in $OPERATIONS; do
  for size in $SIZES; do
    n=$(operations "$operation" "$size")
    for view in $VIEWS; do
      workload=cv-$operation-$view-$size
      base=$(count "$workload" 0)
      total=$(count "$workload" "$n")
      ir[$operation-$view-$size]=$(((total - base) / n))
    done
    t=${ir[$operation-table-$size]} s=${ir[$operation-sstable-$size]}
    l=${ir[$operation-list-$size]} f=${ir[$operation-flow-$size]}
    printf '%-8s %-5s %11d %11d %11d %11d %10s %10s %10s\n' "$operation" "$size" "$t" "$s" "$l" "$f" \
      "$(awk -v a="$l" -v b="$t" 'BEGIN { printf "%.2f", a / b }')" \
      "$(awk -v a="$l" -v b="$s" 'BEGIN { printf "%.2f", a / b }')" \
      "$(awk -v a="$f" -v b="$t" 'BEGIN { printf "%.2f", a / b }')"
  done
done
read -r -a sizes <<<"$SIZES"
first=${sizes[0]} last=${sizes[${#sizes[@]} - 1]}
if [ "$first" != "$last" ]; then
  echo
  printf 'growth %s -> %s (instructions at %s / at %s)\n' "$first" "$last" "$last" "$first"
  for operation in $OPERATIONS; do
    case $operation in sweep | jump) ;; *) continue ;; esac
    for view in $VIEWS; do
      printf '%-8s %-6s %6s\n' "$operation" "$view" \
        "$(awk -v a="${ir[$operation-$view-$last]}" -v b="${ir[$operation-$view-$first]}" 'BEGIN { printf "%.2f", a / b }')"
    done
  done
fi
