#!/usr/bin/env bash
# Scrolling a table of constraint-sized rows (profile-workloads' autolayout-sweep-ROWS): callgrind
# instructions per layout pass at 10^3, 10^4 and 10^5 rows in one run, the rows newly displayed
# per pass, and the instructions per newly displayed row, split into fitting (the cell's
# systemLayoutSizeFitting, which self-sizes the row) and the cell's constraint layout (the
# frames its engine sets).
#
#   Benchmarks/profile-autolayout.sh                       # this checkout's library
#   OPENTABLEVIEW_PATH=/path/to/other/checkout Benchmarks/profile-autolayout.sh
#   ROWS="1000 100000" STEPS=400 Benchmarks/profile-autolayout.sh
#
# As profile.sh: (count at STEPS passes − count at 0) / STEPS, so the set-up (the table, its
# first layout, the jump to a third of the way down and 20 passes that fill the reuse pool)
# cancels out. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")"
library=${OPENTABLEVIEW_PATH:-..}
scratch=${PROFILE_SCRATCH:-../.build-profile-$(basename "$(cd "$library" && pwd)")}
ROWS=${ROWS:-"1000 10000 100000"}
STEPS=${STEPS:-200}
rm -f "$scratch"/*/release/profile-workloads
OPENTABLEVIEW_PATH=$library swift build -c release --product profile-workloads --scratch-path "$scratch" >/dev/null
binary=$scratch/release/profile-workloads
count() { # workload n [function pattern] → instructions (inside the function only, if given)
  local toggle=()
  [ -n "${3:-}" ] && toggle=(--toggle-collect="$3")
  valgrind --tool=callgrind "${toggle[@]}" --callgrind-out-file=/dev/stdout "$binary" "$1" "$2" 2>/dev/null |
    awk '/^summary:/ { print $2 }'
}
fit='*4CellC23systemLayoutSizeFitting_*'  # TableViewCell's (mangled)
layout='*LayoutEngineC11applyFrames*'  # LayoutEngine.applyFrames(toSubviewsOf:)
printf '%-8s %12s %10s %14s %12s %12s %12s\n' rows "Ir/pass" "rows/pass" "Ir/new row" "fit/row" "layout/row" "rest/row"
for rows in $ROWS; do
  w=autolayout-sweep-$rows
  displayed=$("$binary" "$w" "$STEPS" | awk '/rows displayed/ { print $3 }')
  total=$(($(count "$w" "$STEPS") - $(count "$w" 0)))
  fitting=$(($(count "$w" "$STEPS" "$fit") - $(count "$w" 0 "$fit")))
  laying=$(($(count "$w" "$STEPS" "$layout") - $(count "$w" 0 "$layout")))
  printf '%-8s %12d %10.2f %14d %12d %12d %12d\n' "$rows" $((total / STEPS)) \
    "$(echo "$displayed / $STEPS" | bc -l)" $((total / displayed)) $((fitting / displayed)) \
    $((laying / displayed)) $(((total - fitting - laying) / displayed))
done
