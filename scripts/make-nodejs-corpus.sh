#!/usr/bin/env bash
# Builds a test project whose node_modules links to the npm packages Debian installs under /usr/share/nodejs
# (a realistic corpus for the dependency resolver). Usage: scripts/make-nodejs-corpus.sh <output-dir> [source-dir]
set -euo pipefail
out=${1:?usage: make-nodejs-corpus.sh <output-dir> [source-dir]}
src=${2:-/usr/share/nodejs}
[ -d "$src" ] || { echo "no $src: install Debian's node packages first (see ../shared/toolchain/install-js-toolchain.sh)" >&2; exit 66; }
rm -rf "$out"
mkdir -p "$out/node_modules" "$out/src"
deps=()
add() { # name, package dir
  local name=$1 dir=$2
  [ -f "$dir/package.json" ] || return 0
  mkdir -p "$(dirname "$out/node_modules/$name")"
  ln -s "$dir" "$out/node_modules/$name"
  local version
  version=$(node -e 'try { const v = require(process.argv[1]).version; process.stdout.write(typeof v === "string" ? v : "*") } catch { process.stdout.write("*") }' "$dir/package.json")
  deps+=("$(printf '"%s": "%s"' "$name" "$version")")
}
for entry in "$src"/*; do
  base=$(basename "$entry")
  if [[ $base == @* ]]; then
    for scoped in "$entry"/*; do add "$base/$(basename "$scoped")" "$scoped"; done
  else
    add "$base" "$entry"
  fi
done
{
  printf '{\n  "name": "nodejs-corpus",\n  "private": true,\n  "dependencies": {\n'
  for i in "${!deps[@]}"; do
    sep=","; [ "$i" -eq $((${#deps[@]} - 1)) ] && sep=""
    printf '    %s%s\n' "${deps[$i]}" "$sep"
  done
  printf '  }\n}\n'
} > "$out/package.json"
echo "// imports are synthesised by dependency-corpus-check" > "$out/src/index.js"
echo "corpus: $out (${#deps[@]} packages linked from $src)"
