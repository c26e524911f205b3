#!/usr/bin/env bash
# The explorer page of a large session: a million-row table, 1,000 steps (table-demo
# --explore-large). Prints the page's size and how long headless Chromium takes to open it: the
# page's own `performance.now()` when its first step is drawn (navigation start to drawn: parsing
# the HTML and the JSON, drawing step 1), the same for the last step, and the wall-clock time of
# the whole browser run (browser start included). Needs `chromium`; run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
page="$folder/large.html"
swift run -c "${CONFIGURATION:-debug}" table-demo --explore-large "$page" > /dev/null
bytes=$(wc -c < "$page")
echo "page: $bytes bytes ($(awk "BEGIN { printf \"%.2f\", $bytes / 1048576 }") MiB)"
flags=(--headless --no-sandbox --disable-gpu --dump-dom --virtual-time-budget=10000)
for fragment in "step=0" "step=999"; do
  for run in 1 2 3; do
    start=$(date +%s%N)
    report=$(chromium "${flags[@]}" "file://$page#$fragment&selftest" 2> /dev/null |
      sed -n 's/.*<pre id="selftest"[^>]*>\(.*\)<\/pre>.*/\1/p')
    end=$(date +%s%N)
    ready=$(echo "$report" | sed -n 's/.*"readyMs":\([0-9]*\).*/\1/p')
    errors=$(echo "$report" | sed -n 's/.*"errors":\(\[[^]]*\]\).*/\1/p')
    echo "$fragment run $run: drawn at ${ready:-?} ms after navigation; browser run $(((end - start) / 1000000)) ms; errors ${errors:-?}"
  done
done
