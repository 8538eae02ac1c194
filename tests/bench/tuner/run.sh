#!/bin/bash
# The tuner benchmark (docs/benchmarks.md, "Tuner"; issue 20): on the seven problems of docs/tuning.md
# (the four of the research and levy4, rosenbrock4, styblinski5, whose optima lie inside the box),
# 20 seeds, budget 50:
#   1. Optuna 3.1.0 in this same run: TPE and random one at a time, TPE with constant liar in batches
#      of 4 (SKIP_P4=1 leaves it out: then the batch gate reads the pinned baseline);
#   2. tuner-bench: trainyard_gp, trainyard_gp_randfirst (first trial random, not the centre),
#      trainyard_gp_p4 (batches of 4), trainyard_random;
#   3. the 10-parameter timing case: trainyard_gp on mixed10 to 200 trials, 5 seeds;
# then the table and the gates (summarize.py). Exits non-zero when a gate is missed.
#
#   tests/bench/tuner/run.sh [--regenerate-baseline]
#
# BUILD_DIR (default build/) must hold bin/tuner-bench; JOBS (default 2) parallel runs; OUT (default
# a temporary directory) receives optuna.csv, trainyard.csv, timing10.csv and summary.md.
# Without Python's optuna (PINNED=1 forces it) the Optuna figures come from baseline-optuna.csv, the
# pinned copy CI uses (TPE and TPE with constant liar, no random).
# --regenerate-baseline rewrites baseline-optuna.csv from this run's Optuna TPE and TPE-CL rows: only
# when the Optuna version changes (README.md in this directory).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
build=${BUILD_DIR:-$root/build}
jobs=${JOBS:-2}
out=${OUT:-$(mktemp -d -t tuner-bench.XXXXXX)}
mkdir -p "$out"
py=/usr/bin/python3
bench="$build/bin/tuner-bench"
problems=branin,hartmann6,mixed,hartmann6_noisy,levy4,rosenbrock4,styblinski5
[ -x "$bench" ] || { echo "run.sh: $bench not built (cmake --preset bench && cmake --build --preset bench --target tuner-bench)" >&2; exit 2; }
regenerate=0
[ "${1:-}" = "--regenerate-baseline" ] && regenerate=1

start=$(date +%s)
inputs=("$here/baseline-optuna.csv")
if [ "${PINNED:-0}" != 1 ] && $py -c 'import optuna' 2>/dev/null; then
    optuna_methods=tpe,random
    [ "${SKIP_P4:-0}" = 1 ] || optuna_methods=$optuna_methods,tpe_cl_p4
    echo "Optuna $($py -c 'import optuna; print(optuna.__version__)'): $optuna_methods" >&2
    JOBS=$jobs $py "$here/optuna_baseline.py" "$optuna_methods" "$out/optuna.csv" 20 "$problems"
    inputs+=("$out/optuna.csv")
    if [ $regenerate = 1 ]; then
        # The pinned schema: TPE and TPE-CL only, in that order.
        { head -1 "$out/optuna.csv"; grep -E '^tpe,' "$out/optuna.csv"; grep -E '^tpe_cl_p4,' "$out/optuna.csv"; } > "$here/baseline-optuna.csv"
        echo "run.sh: rewrote $here/baseline-optuna.csv" >&2
    fi
    echo "optuna: $(( $(date +%s) - start )) s" >&2
elif [ $regenerate = 1 ]; then
    echo "run.sh: --regenerate-baseline needs /usr/bin/python3 with optuna" >&2
    exit 2
else
    echo "run.sh: no Optuna here: TPE's figures are the pinned baseline's" >&2
fi

start=$(date +%s)
methods=trainyard_gp,trainyard_gp_randfirst,trainyard_gp_p4,trainyard_random
"$bench" --methods "$methods" --problems "$problems" \
    --seeds 20 --budget 50 --jobs "$jobs" > "$out/trainyard.csv"
"$bench" --methods trainyard_gp --problems mixed10 --seeds 5 --budget 200 --jobs "$jobs" > "$out/timing10.csv"
echo "tuner-bench: $(( $(date +%s) - start )) s with $jobs jobs; CSVs in $out" >&2

status=0
$py "$here/summarize.py" "${inputs[@]}" "$out/trainyard.csv" "$out/timing10.csv" > "$out/summary.md" || status=$?
cat "$out/summary.md"
exit $status
