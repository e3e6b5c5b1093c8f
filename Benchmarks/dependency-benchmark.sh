#!/usr/bin/env bash
# The dependency audit on a large real node_modules: every package of CORPUS installed (copied, links followed) and
# imported once by the app, as a monorepo with hundreds of dependencies has them.
#
#   Benchmarks/dependency-benchmark.sh [CORPUS]     (default CORPUS: /usr/share/nodejs, from
#                                                    ../shared/toolchain/install-js-toolchain.sh)
#   BASELINE=/path/to/older/migrate-audit Benchmarks/dependency-benchmark.sh     side by side with another build
#
# Prints the median, over RUNS runs (default 5, each after one untimed warm-up), of the dependency phase
# (MIGRATE_AUDIT_TIMINGS=1) and of the whole scan, on one thread and on all cores, runs of the builds interleaved;
# and says whether the builds' JSON reports are identical.
set -euo pipefail
corpus=${1:-/usr/share/nodejs}
runs=${RUNS:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
[ -d "$corpus" ] || { echo "error: corpus $corpus not found; run ../shared/toolchain/install-js-toolchain.sh or pass a folder" >&2; exit 2; }
command -v python3 >/dev/null 2>&1 || { echo "error: python3 is needed to write the app (apt-get install python3)" >&2; exit 2; }
if [ -n "${BASELINE:-}" ] && [ ! -x "$BASELINE" ]; then echo "error: BASELINE=$BASELINE is not an executable" >&2; exit 2; fi

"$here/scripts/ensure-deps.sh"
(cd "$here" && swift build -c release --product migrate-audit >/dev/null)
bin="$here/.build/release/migrate-audit"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "installing every package of $corpus into a test app (a minute)..." >&2
python3 - "$corpus" "$work/app" <<'EOF'
import json, os, shutil, subprocess, sys
corpus, root = sys.argv[1], sys.argv[2]
names = []
for entry in sorted(os.listdir(corpus)):
    path = os.path.join(corpus, entry)
    if entry.startswith('@') and os.path.isdir(path):
        names += [entry + '/' + inner for inner in sorted(os.listdir(path))]
    else:
        names.append(entry)
packages = []
for name in names:
    try:
        with open(os.path.join(corpus, name, 'package.json')) as manifest:
            packages.append((name, json.load(manifest).get('version', '0.0.0')))
    except (OSError, ValueError):
        continue
os.makedirs(os.path.join(root, 'src'))
with open(os.path.join(root, 'package.json'), 'w') as manifest:
    json.dump({'name': 'dependency-benchmark', 'version': '1.0.0', 'private': True,
               'dependencies': {name: '^' + version for name, version in packages}}, manifest, indent=2)
for name, _ in packages:
    target = os.path.join(root, 'node_modules', name)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    subprocess.run(['cp', '-rL', os.path.join(corpus, name), target], stderr=subprocess.DEVNULL)
with open(os.path.join(root, 'src', 'index.js'), 'w') as source:
    source.write(''.join(f"import m{index} from '{name}';\n" for index, (name, _) in enumerate(packages)))
print(len(packages), file=open(os.path.join(root, '.packages'), 'w'))
EOF
packages=$(cat "$work/app/.packages")
rm "$work/app/.packages"
sync

cd "$work/app"
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
# One run: "<dependency phase ms> <wall s>".
run() { # binary threads output
  local start end phase
  start=$(date +%s.%N)
  phase=$(MIGRATE_AUDIT_TIMINGS=1 "$1" scan --no-git --no-cache --threads "$2" --format json --output "$3" . 2>&1 >/dev/null |
    awk '$2 == "dependencies" { print $3 }')
  end=$(date +%s.%N)
  [ -n "$phase" ] && [ -s "$3" ] || { echo "error: the scan with $1 failed" >&2; exit 1; }
  awk -v p="$phase" -v a="$start" -v b="$end" 'BEGIN { printf "%s %.4f\n", p, b - a }'
}
builds=("$bin")
[ -n "${BASELINE:-}" ] && builds=("$BASELINE" "$bin")
cores=$(nproc)
for threads in 1 "$cores"; do
  for index in "${!builds[@]}"; do run "${builds[$index]}" "$threads" "$work/out-$index.json" >/dev/null; done  # warm-up
  for _ in $(seq 1 "$runs"); do
    for index in "${!builds[@]}"; do run "${builds[$index]}" "$threads" "$work/out-$index.json" >> "$work/times-$index-$threads"; done
  done
done

files=$(find node_modules -type f \( -name '*.js' -o -name '*.cjs' -o -name '*.mjs' \) | wc -l)
printf '\n%d packages installed (%d JavaScript files, %s); %d runs each, medians; %d cores\n\n' \
  "$packages" "$files" "$(du -sh node_modules | cut -f1)" "$runs" "$cores"
printf '| build | threads | dependency phase | whole scan |\n|---|---|---|---|\n'
for index in "${!builds[@]}"; do
  label=$([ "${builds[$index]}" = "$bin" ] && echo "this build" || echo "baseline")
  for threads in 1 "$cores"; do
    phase=$(awk '{ print $1 }' "$work/times-$index-$threads" | median)
    wall=$(awk '{ print $2 }' "$work/times-$index-$threads" | median)
    printf '| %s | %d | %.0f ms | %.2f s |\n' "$label" "$threads" "$phase" "$wall"
  done
done
if [ ${#builds[@]} -eq 2 ]; then
  if cmp -s "$work/out-0.json" "$work/out-1.json"; then echo; echo "The two builds' JSON reports are identical."
  else echo; echo "The two builds' JSON reports differ."; fi
fi
