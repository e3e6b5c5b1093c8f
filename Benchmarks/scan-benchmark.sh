#!/usr/bin/env bash
# Scan speed and scale, side by side with the grep people would otherwise write (issue 8).
#
#   Benchmarks/scan-benchmark.sh [CORPUS]      (default CORPUS: /usr/share/nodejs, from
#                                                ../shared/toolchain/install-js-toolchain.sh)
#
# Commits a copy of CORPUS into a temporary repository and measures, in one run:
#   scan --ref HEAD (all rules, JSON to a file, no cache)  vs  git grep -c -E <patterns> HEAD   target ratio <= 1.0
#   scan of the working tree                                vs  rg -c <patterns>                 target ratio <= 1.5
#   a second scan with a warm cache                          vs  the cold scan                   target <= 15%
#   peak RSS of the cold scan                                                                    target <= 250 MB
#   the tree doubled                                          vs  the tree once                   target <= 2.2x
# and, not targets: the first scan filling an empty cache, the next commit with a warm cache, a packed clone
# of the revision (as CI checks it out) against git grep, and the working tree re-scanned with a warm cache.
# Prints a table; a missed target is named with its margin. Times are medians of RUNS runs (default 3), each
# measure after one untimed warm-up run; the two sides of each target ratio run interleaved, round by round.
set -euo pipefail
corpus=${1:-/usr/share/nodejs}
runs=${RUNS:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
[ -d "$corpus" ] || { echo "error: corpus $corpus not found; run ../shared/toolchain/install-js-toolchain.sh or pass a folder" >&2; exit 2; }
# What the comparison needs besides the tool, installed when missing (a new machine has neither): ripgrep, and GNU
# time for the peak RSS (the shell's `time` keyword does not report memory).
missing=()
command -v rg >/dev/null 2>&1 || missing+=(ripgrep)
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  { $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null; } ||
    { echo "error: could not install ${missing[*]}; install them (apt-get install ${missing[*]}) and run again" >&2; exit 2; }
fi

"$here/scripts/ensure-deps.sh"
(cd "$here" && swift build -c release --product migrate-audit >/dev/null)
bin="$here/.build/release/migrate-audit"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The literal patterns the source rules look for: what a careful grep would be.
patterns='process\.env|require\.context|require\.ensure|module\.hot|import\(|require\(|__webpack_|browserHistory|hashHistory|IndexRoute|ReactDOM\.render|module\.exports|__dirname|Buffer\.|global\.|System\.import|withRouter|jest\.'

make_repo() { # $1 = folder, $2 = copies
  mkdir -p "$1"
  for i in $(seq 1 "$2"); do
    mkdir -p "$1/copy$i"
    (cd "$corpus" && find . -type f \( -name '*.js' -o -name '*.jsx' -o -name '*.mjs' -o -name '*.cjs' -o -name '*.ts' -o -name '*.tsx' -o -name 'package.json' \) -print0 |
      xargs -0 cp --parents -t "$1/copy$i" 2>/dev/null) || true
    # Later copies end each source with a comment naming the copy: distinct blobs, so that the doubled tree is
    # twice the work (the scan reads a blob once however many paths hold it) and the linear-growth row means it.
    if [ "$i" -gt 1 ]; then
      find "$1/copy$i" -type f \( -name '*.js' -o -name '*.jsx' -o -name '*.mjs' -o -name '*.cjs' -o -name '*.ts' -o -name '*.tsx' \) -print0 |
        xargs -0 sh -c 'for f; do printf "\n// copy %s\n" "$0" >> "$f"; done' "$i"
    fi
  done
  git -C "$1" init -q
  git -C "$1" add -A >/dev/null
  # No background auto-gc: it would still be writing when the clean-up removes the folder.
  git -C "$1" -c gc.auto=0 -c maintenance.auto=false -c user.name=bench -c user.email=bench@example.test commit -qm corpus
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
seconds() { # runs "$@" once untimed (warm-up: page cache, lazily loaded libraries), then RUNS times; prints the median
  "$@" >/dev/null 2>&1 || true
  for _ in $(seq 1 "$runs"); do
    local start end
    start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f\n", b - a }'
  done | median
}
run_once() { # the seconds one run of "$@" takes
  local start end
  start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f\n", b - a }'
}
interleaved() { # $1, $2: commands (functions) compared by a ratio; one untimed warm-up each, then RUNS rounds of
  # $1 then $2, so that the machine's drift over the minutes a batch takes falls on both; prints both medians
  local first=() second=()
  "$1" >/dev/null 2>&1 || true; "$2" >/dev/null 2>&1 || true
  for _ in $(seq 1 "$runs"); do first+=("$(run_once "$1")"); second+=("$(run_once "$2")"); done
  echo "$(printf '%s\n' "${first[@]}" | median) $(printf '%s\n' "${second[@]}" | median)"
}
peak_rss_mb() { # GNU time's maximum resident set size, in MB; the script stops rather than print a blank as met
  local kilobytes
  kilobytes=$(/usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1)
  [[ "$kilobytes" =~ ^[0-9]+$ ]] || { echo "error: could not measure peak RSS (/usr/bin/time printed '$kilobytes')" >&2; exit 1; }
  awk -v k="$kilobytes" 'BEGIN { printf "%.0f", k / 1024 }'
}

echo "building the corpus repositories (this takes a minute)..." >&2
make_repo "$work/once" 1
make_repo "$work/twice" 2
# Let the copies' writeback finish before anything is timed: on a small VM it otherwise competes for the disk.
sync
files=$(git -C "$work/once" ls-files | wc -l)
bytes=$(cd "$work/once" && git ls-files -z | xargs -0 cat | wc -c)

cd "$work/once"
# The timed runs ignore exit statuses (grep's 1 means "no match"): a scan that fails must stop the script here
# instead of being timed as a fast one.
"$bin" scan --ref HEAD --no-cache --format json --output "$work/check.json" . >/dev/null 2>"$work/check.err" && [ -s "$work/check.json" ] ||
  { echo "error: the scan of the corpus failed:" >&2; cat "$work/check.err" >&2; exit 1; }
# Each ratio's two sides run interleaved, round by round: this VM's speed drifts over minutes.
scan_ref() { "$bin" scan --ref HEAD --no-cache --format json --output "$work/out.json" "$work/once"; }
git_grep() { git -C "$work/once" grep -c -E "$patterns" HEAD; }
scan_wt() { "$bin" scan --no-cache --format json --output "$work/out.json" "$work/once"; }
ripgrep() { (cd "$work/once" && rg -c "$patterns" .); }
scan_double() { "$bin" scan --ref HEAD --no-cache --format json --output "$work/out2.json" "$work/twice"; }
read -r t_scan_ref t_git_grep < <(interleaved scan_ref git_grep)
read -r t_scan_wt t_rg < <(interleaved scan_wt ripgrep)
rm -rf "$work/cache"
"$bin" scan --ref HEAD --cache-dir "$work/cache" --format json --output "$work/out.json" . >/dev/null 2>&1 || true
t_warm=$(seconds "$bin" scan --ref HEAD --cache-dir "$work/cache" --format json --output "$work/out.json" .)
rss=$(peak_rss_mb "$bin" scan --ref HEAD --no-cache --format json --output "$work/out.json" .)
# Not a target: the working tree as a developer re-runs it, with the cache (the default) warm.
t_wt_warm=$(seconds "$bin" scan --cache-dir "$work/cache" --format json --output "$work/out.json" .)
# Not targets, but what a CI job meets: the first scan filling an empty cache (the default), and the next
# commit (one file changed: the report is not reusable, per-file results are).
fill_once() { rm -rf "$work/fill"; "$bin" scan --ref HEAD --cache-dir "$work/fill" --format json --output "$work/out.json" . >/dev/null 2>&1 || true; }
t_fill=$(seconds fill_once)
first=$(git ls-files '*.js' | awk 'NR == 1')  # awk reads to the end: no SIGPIPE under pipefail
echo "// the next commit" >> "$first"
git -c user.name=bench -c user.email=bench@example.test commit -qam "next commit"
t_next=$(for _ in $(seq 1 "$runs"); do  # each run from a copy of the warm cache (a run adds the next commit's report)
  rm -rf "$work/next"; cp -r "$work/cache" "$work/next"
  start=$(date +%s.%N); "$bin" scan --ref HEAD --cache-dir "$work/next" --format json --output "$work/out.json" . >/dev/null 2>&1 || true; end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f\n", b - a }'
done | median)
git reset -q --hard HEAD~1
# The same revision packed, as a clone has it (the committed copy above holds loose objects).
git clone -q --no-local "$work/once" "$work/packed"
sync
cd "$work/packed"
t_scan_packed=$(seconds "$bin" scan --ref HEAD --no-cache --format json --output "$work/out.json" .)
t_grep_packed=$(seconds git grep -c -E "$patterns" HEAD)
read -r t_double t_single < <(interleaved scan_double scan_ref)

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
check() { # name value target (met when value <= target)
  awk -v v="$2" -v t="$3" 'BEGIN { if (v <= t) print "met"; else printf "MISSED by %.3f\n", v - t }'
}
r1=$(ratio "$t_scan_ref" "$t_git_grep"); r2=$(ratio "$t_scan_wt" "$t_rg")
r3=$(ratio "$t_warm" "$t_scan_ref"); r4=$(ratio "$t_double" "$t_single")
printf '\nCorpus: %s — %d files, %.1f MB; %d runs each, medians; %s cores\n\n' "$corpus" "$files" "$(awk -v b="$bytes" 'BEGIN { print b / 1000000 }')" "$runs" "$(nproc)"
printf '| measure | migrate-audit | reference | ratio | target | |\n|---|---|---|---|---|---|\n'
printf '| scan --ref HEAD vs git grep -c -E | %.2f s | %.2f s | %s | ≤ 1.0 | %s |\n' "$t_scan_ref" "$t_git_grep" "$r1" "$(check scan "$r1" 1.0)"
printf '| scan (working tree) vs rg -c | %.2f s | %.2f s | %s | ≤ 1.5 | %s |\n' "$t_scan_wt" "$t_rg" "$r2" "$(check scan "$r2" 1.5)"
printf '| warm-cache scan vs cold scan | %.2f s | %.2f s | %s | ≤ 0.15 | %s |\n' "$t_warm" "$t_scan_ref" "$r3" "$(check warm "$r3" 0.15)"
printf '| peak RSS (cold scan) | %s MB | | | ≤ 250 MB | %s |\n' "$rss" "$(check rss "$rss" 250)"
printf '| tree doubled vs once | %.2f s | %.2f s | %s | ≤ 2.2 | %s |\n' "$t_double" "$t_single" "$r4" "$(check double "$r4" 2.2)"
printf '\nNot targets (what a CI job meets):\n\n| measure | migrate-audit | reference | ratio |\n|---|---|---|---|\n'
printf '| first scan, filling an empty cache vs no cache | %.2f s | %.2f s | %s |\n' "$t_fill" "$t_scan_ref" "$(ratio "$t_fill" "$t_scan_ref")"
printf '| next commit (one file changed), warm cache vs cold | %.2f s | %.2f s | %s |\n' "$t_next" "$t_scan_ref" "$(ratio "$t_next" "$t_scan_ref")"
printf '| packed clone: scan --ref HEAD vs git grep -c -E | %.2f s | %.2f s | %s |\n' "$t_scan_packed" "$t_grep_packed" "$(ratio "$t_scan_packed" "$t_grep_packed")"
printf '| working tree, warm cache (the default) vs rg -c | %.2f s | %.2f s | %s |\n' "$t_wt_warm" "$t_rg" "$(ratio "$t_wt_warm" "$t_rg")"
