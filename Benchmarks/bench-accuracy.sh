#!/usr/bin/env bash
# Accuracy and overhead of `migrate-audit bench` (release build): time-to-ready versus the server's own
# record, build time versus hyperfine, and harness overhead per run. Needs node and hyperfine.
# BENCH_ACCURACY_RUNS (default 20) sets the number of runs.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v node >/dev/null || { echo "bench-accuracy: node is required" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "bench-accuracy: hyperfine is required" >&2; exit 2; }
swift build -c release --product bench-accuracy >/dev/null
exec .build/release/bench-accuracy
