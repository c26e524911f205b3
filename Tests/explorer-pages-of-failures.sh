#!/usr/bin/env bash
# Runs again the tests that failed in a `swift test` log, with OPENTABLEVIEW_EXPLORER_DIR set, so
# the `.explorerPagesOnFailure` trait writes the explorer page of every table those tests made
# (one self-contained HTML file each; open it in a browser and scrub to the failing step).
#   Tests/explorer-pages-of-failures.sh LOG [FOLDER]     (FOLDER: .build/explorer-pages)
# The same randomized budget as the failing run is kept from the environment. Exits 1 when the log
# names no failing test.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$1
folder=${2:-.build/explorer-pages}
case $folder in /*) ;; *) folder=$PWD/$folder ;; esac
# Swift Testing marks a failed test `✘ Test name(arguments:) … failed`; the filter takes the
# function names.
names=$(grep -aoE '✘ Test [A-Za-z_][A-Za-z0-9_]*\(' "$log" | sed -E 's/^✘ Test //; s/\($//' | sort -u | paste -sd '|' -)
if [ -z "$names" ]; then
  echo "explorer pages: no failing Swift Testing test named in $log" >&2
  exit 1
fi
mkdir -p "$folder"
echo "explorer pages: running again, recording their tables: $names"
OPENTABLEVIEW_EXPLORER_DIR="$folder" swift test --skip-build --filter "$names" > /dev/null 2>&1 || true
echo "explorer pages of the failing tests: $folder ($(find "$folder" -name '*.html' | wc -l) pages)"
