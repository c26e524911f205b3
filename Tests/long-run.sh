#!/usr/bin/env bash
# The long randomized runs, to run before closing work that touches layout, updates or selection.
#
#   Tests/long-run.sh                  # 10^6 thrash batches: seeds 1...200 x 5,000 batches,
#                                      # 200,000 diffable-thrash snapshots: seeds 301...340,
#                                      # then 4,000 randomized-layout episodes: seeds 2000...2999,
#                                      # then 20,000 random constraint trees of 30 steps: seeds 1...20000,
#                                      # then the collection view: 400,000 batches and 400,000 diffable
#                                      # snapshots (seeds 1...200 x 2,000 each) on a flow layout, and as
#                                      # many on a layout of item badges (supplementary views that follow items)
#                                      # and 8,000 random flow layouts and 8,000 compositional ones of 40 steps
#                                      # (seeds 1...2000 x 4 each), 8,000 random lists of 40 steps
#                                      # (seeds 1...2000 x 4), and with the collection view's thrashes
#                                      # 400,000 batches and 400,000 snapshots on lists (1...200 x 2,000)
#   THRASH_SEEDS=1...20 THRASH_BATCHES=50000 DIFFABLE_SEEDS=none LAYOUT_SEEDS=none Tests/long-run.sh
#   CHECK_EXCLUSIVITY=1 Tests/long-run.sh   # the same runs with every exclusivity check back on
#
# CHECK_EXCLUSIVITY=1 builds with OPENTABLEVIEW_CHECK_EXCLUSIVITY, which drops every
# `@exclusivity(unchecked)` (ARCHITECTURE.md, "Unchecked exclusivity, checked"): an access held across
# a call into app code then stops the run with Swift's "Simultaneous accesses" report.
# Knobs: THRASH_SEEDS, DIFFABLE_SEEDS, LAYOUT_SEEDS, AUTOLAYOUT_SEEDS, CV_THRASH_SEEDS, CV_LAYOUT_SEEDS and CV_LIST_SEEDS (a seed,
# a list or a range `a...b`, or `none`), THRASH_BATCHES (per seed, both table thrashes), LAYOUT_EPISODES (per seed),
# CV_THRASH_BATCHES and CV_LAYOUT_EPISODES (the collection view's, per seed; the thrash knobs drive its batches
# and its diffable snapshots, the layout knobs its flow and its compositional runs), CV_LIST_EPISODES and
# CV_LIST_BATCHES (the list layout's runs and its batches and snapshots, per seed). The tests are built once, optimized
# but testable, in their own build folder so a debug build in progress is not disturbed. Every
# failure prints its seed, step and replay line; the script exits non-zero if any seed failed.
set -euo pipefail
cd "$(dirname "$0")/.."
THRASH_SEEDS=${THRASH_SEEDS:-1...200}
THRASH_BATCHES=${THRASH_BATCHES:-5000}
DIFFABLE_SEEDS=${DIFFABLE_SEEDS:-301...340}
LAYOUT_SEEDS=${LAYOUT_SEEDS:-2000...2999}
LAYOUT_EPISODES=${LAYOUT_EPISODES:-4}
AUTOLAYOUT_SEEDS=${AUTOLAYOUT_SEEDS:-1...20000}
CV_THRASH_SEEDS=${CV_THRASH_SEEDS:-1...200}
CV_THRASH_BATCHES=${CV_THRASH_BATCHES:-2000}
CV_LAYOUT_SEEDS=${CV_LAYOUT_SEEDS:-1...2000}
CV_LAYOUT_EPISODES=${CV_LAYOUT_EPISODES:-4}
CV_LIST_SEEDS=${CV_LIST_SEEDS:-1...2000}
CV_LIST_EPISODES=${CV_LIST_EPISODES:-4}
CV_LIST_BATCHES=${CV_LIST_BATCHES:-2000}
scratch=.build-longrun
flags=(-Xswiftc -enable-testing)
if [ "${CHECK_EXCLUSIVITY:-0}" = 1 ]; then
  scratch=.build-longrun-exclusivity
  flags+=(-Xswiftc -DOPENTABLEVIEW_CHECK_EXCLUSIVITY -Xswiftc -enforce-exclusivity=checked)
fi
swift build -c release --build-tests --scratch-path "$scratch" "${flags[@]}" >/dev/null
run() { # suite, seeds, extra environment
  local filter=$1 seeds=$2; shift 2
  [ "$seeds" = none ] && return 0
  local started=$SECONDS
  # The suite's name exactly (`BatchThrashTests` would match `CollectionViewBatchThrashTests` too).
  if env OPENTABLEVIEW_SEED="$seeds" "$@" swift test -c release --skip-build --scratch-path "$scratch" \
      "${flags[@]}" --filter "\\.$filter/" >"$scratch/$filter.log" 2>&1; then
    echo "$filter: seeds $seeds passed in $((SECONDS - started)) s"
  else
    echo "$filter: seeds $seeds FAILED in $((SECONDS - started)) s; failures:"
    grep -E 'seed [0-9]+ .*(step|episode|batch)|replay:|Simultaneous accesses|Previous access|Current access' \
      "$scratch/$filter.log" | sort -u | head -40
    status=1
  fi
}
status=0
run BatchThrashTests "$THRASH_SEEDS" OPENTABLEVIEW_THRASH_BATCHES="$THRASH_BATCHES"
run DiffableThrashTests "$DIFFABLE_SEEDS" OPENTABLEVIEW_THRASH_BATCHES="$THRASH_BATCHES"
run RandomizedLayoutTests "$LAYOUT_SEEDS" OPENTABLEVIEW_LAYOUT_EPISODES="$LAYOUT_EPISODES"
run RandomizedConstraintLayoutTests "$AUTOLAYOUT_SEEDS" OPENTABLEVIEW_AUTOLAYOUT_SEEDS="$AUTOLAYOUT_SEEDS"
# Each thrash suite runs its flow test and its list test (OPENTABLEVIEW_LIST_BATCHES).
run CollectionViewBatchThrashTests "$CV_THRASH_SEEDS" OPENTABLEVIEW_THRASH_BATCHES="$CV_THRASH_BATCHES" \
  OPENTABLEVIEW_LIST_BATCHES="$CV_LIST_BATCHES"
run CollectionViewDiffableThrashTests "$CV_THRASH_SEEDS" OPENTABLEVIEW_DIFFABLE_BATCHES="$CV_THRASH_BATCHES" \
  OPENTABLEVIEW_LIST_BATCHES="$CV_LIST_BATCHES"
run CollectionViewRandomizedLayoutTests "$CV_LAYOUT_SEEDS" OPENTABLEVIEW_LAYOUT_EPISODES="$CV_LAYOUT_EPISODES"
run CollectionViewRandomizedCompositionalTests "$CV_LAYOUT_SEEDS" OPENTABLEVIEW_LAYOUT_EPISODES="$CV_LAYOUT_EPISODES"
run CollectionViewRandomizedListTests "$CV_LIST_SEEDS" OPENTABLEVIEW_LIST_EPISODES="$CV_LIST_EPISODES"
if [ "$THRASH_SEEDS" != none ]; then
  finished=$(grep -cE '^BatchThrash seed [0-9]+ \[' "$scratch/BatchThrashTests.log" || true)
  echo "thrash: $finished seeds ran all $THRASH_BATCHES batches ($((finished * THRASH_BATCHES)) batches)"
fi
if [ "$DIFFABLE_SEEDS" != none ]; then
  finished=$(grep -cE '^DiffableThrash seed [0-9]+ \[' "$scratch/DiffableThrashTests.log" || true)
  echo "diffable thrash: $finished seeds ran all $THRASH_BATCHES batches ($((finished * THRASH_BATCHES)) snapshots)"
fi
if [ "$CV_THRASH_SEEDS" != none ]; then
  finished=$(grep -cE '^CollectionViewBatchThrash seed [0-9]+ \[' "$scratch/CollectionViewBatchThrashTests.log" || true)
  echo "collection view thrash: $finished seeds ran all $CV_THRASH_BATCHES batches ($((finished * CV_THRASH_BATCHES)) batches)"
fi
exit $status
