#!/bin/bash
# The tuner benchmark (docs/benchmarks.md, "Tuner"): tuner-bench on the four problems of
# docs/tuning.md, 20 seeds, budget 50, one at a time and in batches of 4, plus the 10-parameter timing
# case; then the table side by side with the pinned Optuna baseline and the acceptance gates.
# Exits non-zero when a gate is missed.
#
#   tests/bench/tuner/run.sh [--regenerate-baseline]
#
# BUILD_DIR (default build/) must hold bin/tuner-bench; JOBS (default 2) parallel runs; OUT (default
# a temporary directory) receives trainyard.csv, timing10.csv and summary.md.
# --regenerate-baseline reruns Optuna (python3-optuna 3.1.0, /usr/bin/python3, about 1 minute) and
# rewrites baseline-optuna.csv: only when the Optuna version changes (README.md in this directory).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
build=${BUILD_DIR:-$root/build}
jobs=${JOBS:-2}
out=${OUT:-$(mktemp -d -t tuner-bench.XXXXXX)}
mkdir -p "$out"
py=/usr/bin/python3
bench="$build/bin/tuner-bench"
[ -x "$bench" ] || { echo "run.sh: $bench not built (cmake --preset bench && cmake --build --preset bench --target tuner-bench)" >&2; exit 2; }

if [ "${1:-}" = "--regenerate-baseline" ]; then
    echo "Regenerating $here/baseline-optuna.csv with Optuna $($py -c 'import optuna; print(optuna.__version__)')" >&2
    JOBS=$jobs $py "$here/optuna_baseline.py" tpe,tpe_cl_p4 "$here/baseline-optuna.csv" 20
fi

start=$(date +%s)
"$bench" --methods trainyard_gp,trainyard_gp_p4,trainyard_random --problems branin,hartmann6,mixed,hartmann6_noisy \
    --seeds 20 --budget 50 --jobs "$jobs" > "$out/trainyard.csv"
"$bench" --methods trainyard_gp --problems mixed10 --seeds 20 --budget 50 --jobs "$jobs" > "$out/timing10.csv"
echo "tuner-bench: $(( $(date +%s) - start )) s with $jobs jobs; CSVs in $out" >&2

status=0
$py "$here/summarize.py" "$here/baseline-optuna.csv" "$out/trainyard.csv" "$out/timing10.csv" > "$out/summary.md" || status=$?
cat "$out/summary.md"
exit $status
