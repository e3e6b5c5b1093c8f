#!/usr/bin/env bash
# Writes the sample reports of Reports/ from the bundled examples (the "before" app and its partly migrated
# "after" state). `make reports` runs it; a test runs it into a temporary folder and fails when the committed
# copies are stale.
#
#   scripts/make-sample-reports.sh [OUTPUT_FOLDER] [MIGRATE_AUDIT_BINARY]
#
# The examples are scanned as plain folders (--no-git) so that the reports do not change with every commit
# of this repository; everything else is what a user's scan writes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/Reports}
bin=${2:-$root/.build/debug/migrate-audit}
[ -x "$bin" ] || { echo "error: $bin is not built; run 'swift build' first" >&2; exit 2; }
mkdir -p "$out"
cd "$root/Examples"
export NO_COLOR=1
scan() { "$bin" scan "$1" --no-git --no-cache "${@:2}" >/dev/null 2>&1 || { echo "error: scan of $1 failed" >&2; exit 1; }; }
scan legacy-app --format json -o "$out/legacy-app.json"
scan legacy-app --format markdown -o "$out/legacy-app.md"
scan legacy-app --format sarif -o "$out/legacy-app.sarif"
scan legacy-app-migrated --format json -o "$out/legacy-app-migrated.json"
scan legacy-app-migrated --format markdown -o "$out/legacy-app-migrated.md"
# (Reports/bench-generated-app.* come from `bench` on the generated app of scripts/generate-legacy-app.js,
# a different app: they are not merged into this migration report.)
# Both sides of the migration report plan for one Vite: the after side's (its package.json's), as compare does
# with two revisions.
target=$(grep -o '"vite" : [0-9]*' "$out/legacy-app-migrated.json" | head -1 | grep -o '[0-9]*$')
before=$(mktemp -d)
trap 'rm -rf "$before"' EXIT
scan legacy-app --vite "$target" --format json -o "$before/legacy-app.json"
"$bin" compare --before "$before/legacy-app.json" --after "$out/legacy-app-migrated.json" \
  -o "$out/migration-report.md" >/dev/null 2>&1 || { echo "error: compare failed" >&2; exit 1; }
echo "sample reports written to $out" >&2
