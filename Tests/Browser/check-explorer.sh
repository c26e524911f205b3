#!/usr/bin/env bash
# The explorer page in a real browser: the fixture test writes the pages and what each must show
# (from the SVG renderer), then headless Chromium opens them (check-explorer.py). Needs `chromium`
# (Debian's package) and python3; .ci/run installs them when missing. Run after a build with tests
# (`swift build --build-tests`).
set -euo pipefail
cd "$(dirname "$0")/../.."
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
OPENTABLEVIEW_EXPLORER_FIXTURES="$folder" swift test --skip-build --filter ExplorerBrowserFixtures
python3 Tests/Browser/check-explorer.py "$folder"
