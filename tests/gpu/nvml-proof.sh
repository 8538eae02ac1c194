#!/usr/bin/env bash
# Proves the daemon's NVML figures on a real NVIDIA GPU (services/daemon/nvmlapi.*, gpusampler.*,
# resourcemonitor.*; docs/api.md, "GET …/resources" and "GET /metrics").
#
# Usage: tests/gpu/nvml-proof.sh PATH/TO/trainyardd
#   PYTHON=…        interpreter with PyTorch for the trainer (default /opt/torch/.venv/bin/python3
#                   when it exists, else python3)
#   OUT_DIR=…       also keep the raw readings there: resources-running.json, resources-final.json,
#                   metrics-running.txt, metrics-final.txt, nvidia-smi.txt, daemon.log, trainer.log
#   SECONDS_BUSY=20 how long the trainer keeps the GPU busy; GIB=2 how much it allocates
#
# It runs on any machine with an NVIDIA driver, nvidia-smi and GPU 0 free, from a checkout. What it does:
#   1. starts trainyardd on a temporary --data-dir and --socket with --gpus 0 --sample-rate 2;
#   2. submits a BASIC_GPU job (one master with one GPU) of tests/gpu/gpuburner, module gpuburner.task,
#      which allocates GIB GiB on the GPU and runs bf16 matrix products for SECONDS_BUSY seconds;
#   3. while the job runs, every 2 s, reads GET …/resources and GET /metrics and, at the same moment,
#      nvidia-smi --query-gpu=utilization.gpu,memory.used and --query-compute-apps=pid,used_memory;
#      then once more after the job ended;
#   4. checks, and exits 1 naming each check that failed:
#      - the resources answer says gpu.available: true and gives master-replica-0 GPU [0];
#      - the master's samples peak above 50 % gpuUtilPercent;
#      - its gpuMemoryBytes is within 10 % of nvidia-smi's used_memory for the trainer's process, at
#        every moment when that figure was steady (the same as at the moment before);
#      - /metrics has trainyard_gpu_* lines, trainyard_gpu_figures_available 1, the replica's GPU lines
#        while it runs, and trainyard_gpu_memory_total_bytes equal to nvidia-smi's memory.total;
#      - the job ends SUCCEEDED.
# Exit status: 0 all checks passed, 1 a check failed, 2 it could not run (no nvidia-smi, no daemon,
# no PyTorch, the daemon did not start).

set -uo pipefail

daemon_bin=${1:?usage: $0 PATH/TO/trainyardd}
daemon_bin=$(cd "$(dirname "$daemon_bin")" && pwd)/$(basename "$daemon_bin")
here=$(cd "$(dirname "$0")" && pwd)
if [[ -z ${PYTHON:-} ]]; then
    if [[ -x /opt/torch/.venv/bin/python3 ]]; then PYTHON=/opt/torch/.venv/bin/python3; else PYTHON=$(command -v python3); fi
fi
seconds_busy=${SECONDS_BUSY:-20}
gib=${GIB:-2}
job=nvmlproof_$(date +%s)
jobs=/v1/projects/local/jobs

die() { echo "nvml-proof: cannot run: $*" >&2; exit 2; }
[[ -x $daemon_bin ]] || die "$daemon_bin is not an executable"
command -v nvidia-smi >/dev/null || die "nvidia-smi not found (no NVIDIA driver?)"
"$PYTHON" -c 'import torch' 2>/dev/null || die "$PYTHON cannot import torch (set PYTHON)"

work=$(mktemp -d /tmp/nvml-proof.XXXXXX)
out=${OUT_DIR:-$work/out}
mkdir -p "$out"
daemon_pid=
cleanup() {
    if [[ -n $daemon_pid ]] && kill -0 "$daemon_pid" 2>/dev/null; then
        kill -TERM "$daemon_pid"
        wait "$daemon_pid" 2>/dev/null
    fi
    cp "$work/daemon.log" "$out/daemon.log" 2>/dev/null
    [[ -n ${KEEP:-} ]] || rm -rf "$work"
}
trap cleanup EXIT

# --- Helpers ------------------------------------------------------------------------------------
# HTTP over the daemon's Unix socket with Python's standard library (curl may be missing):
# api METHOD PATH [BODY] prints the body; fails on a status other than 2xx.
cat >"$work/api.py" <<'EOF'
import http.client, socket, sys
class Unix(http.client.HTTPConnection):
    def __init__(self, path):
        super().__init__("localhost", timeout=30)
        self.path = path
    def connect(self):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(self.path)
sock, method, path = sys.argv[1:4]
body = sys.argv[4].encode() if len(sys.argv) > 4 else None
c = Unix(sock)
c.request(method, path, body=body, headers={"Content-Type": "application/json"} if body else {})
r = c.getresponse()
data = r.read().decode()
sys.stdout.write(data)
if not 200 <= r.status < 300:
    sys.stderr.write(f"{method} {path}: HTTP {r.status}: {data[:500]}\n")
    sys.exit(1)
EOF
api() { "$PYTHON" "$work/api.py" "$work/run/daemon.sock" "$@"; }
# json EXPR: evaluates a Python expression on the JSON document on stdin (bound to d).
json() { "$PYTHON" -c "import json, sys; d = json.load(sys.stdin); print($1)"; }
# Timestamped nvidia-smi readings, appended to nvidia-smi.txt; the trainer's own processes' MiB
# (those whose command line names gpuburner.task) are printed for the caller.
smi_reading() {
    {
        echo "== $(date -u +%H:%M:%S.%N | cut -c1-12) $1"
        nvidia-smi --query-gpu=utilization.gpu,memory.used --format=csv
        nvidia-smi --query-compute-apps=pid,used_memory --format=csv
    } >>"$out/nvidia-smi.txt"
    nvidia-smi --query-compute-apps=pid,used_memory --format=csv,noheader,nounits 2>/dev/null | {
        local mib=0 pid used
        while IFS=', ' read -r pid used; do
            [[ -n $pid ]] || continue
            if tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q gpuburner.task; then mib=$((mib + used)); fi
        done
        echo "$mib"
    }
}
smi_gpu() { nvidia-smi --query-gpu="$1" --format=csv,noheader,nounits -i 0 | head -1 | tr -d ' '; }

failures=()
check() { # check DESCRIPTION CONDITION-EXIT-STATUS
    if [[ $2 == 0 ]]; then echo "PASS  $1"; else echo "FAIL  $1"; failures+=("$1"); fi
}

# --- The device -----------------------------------------------------------------------------------
echo "nvml-proof $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(hostname)"
nvidia-smi --query-gpu=index,name,driver_version,memory.total,uuid --format=csv
smi_total_mib=$(smi_gpu memory.total)
echo "python: $PYTHON ($("$PYTHON" -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda)'))"
echo "daemon: $daemon_bin"
echo

# --- 1. The daemon --------------------------------------------------------------------------------
mkdir -p "$work/data" "$work/run"
chmod 700 "$work/run"
"$daemon_bin" --data-dir "$work/data" --socket "$work/run/daemon.sock" --gpus 0 --sample-rate 2 \
    --slots 2 --python "$PYTHON" >"$work/daemon.log" 2>&1 &
daemon_pid=$!
for _ in $(seq 1 100); do
    grep -q '^ready ' "$work/daemon.log" && break
    kill -0 "$daemon_pid" 2>/dev/null || break
    sleep 0.1
done
grep '^ready ' "$work/daemon.log" || { cat "$work/daemon.log"; die "trainyardd did not start"; }

# --- 2. The job -----------------------------------------------------------------------------------
# BASIC_GPU: one master with one GPU (docs/api.md, "How jobs run"); the folder is staged as is.
body=$(cat <<EOF
{"jobId": "$job",
 "trainingInput": {"scaleTier": "BASIC_GPU", "region": "local", "runtimeVersion": "2.11", "pythonVersion": "3.7",
  "packageUris": ["$here/gpuburner"], "pythonModule": "gpuburner.task",
  "args": ["--seconds", "$seconds_busy", "--gib", "$gib"]}}
EOF
)
api POST "$jobs" "$body" >"$work/created.json" || die "the daemon refused the job"
echo "submitted $job: $(json 'd["state"]' <"$work/created.json")"

# --- 3. Readings while it runs, then after ----------------------------------------------------------
state=QUEUED
moments=0
prev_smi_mib=-1
peak_util=0
mem_checked=0
mem_bad=0
printf '\n%-8s %-9s %6s %6s | %12s %12s %7s | %7s %9s\n' time state util% smi% gpuMemoryB smiProcMiB ratio smiUsed metricGpu
deadline=$((SECONDS + seconds_busy + 180))
while ((SECONDS < deadline)); do
    state=$(api GET "$jobs/$job" | json 'd["state"]') || state=UNKNOWN
    case $state in SUCCEEDED | FAILED | CANCELLED) break ;; esac
    if [[ $state == RUNNING ]]; then
        # The same moment: resources, metrics and nvidia-smi, in quick succession.
        api GET "$jobs/$job/resources" >"$work/resources.json"
        api GET /metrics >"$work/metrics.txt"
        smi_mib=$(smi_reading "running ($state)")
        smi_util=$(smi_gpu utilization.gpu)
        smi_used=$(smi_gpu memory.used)
        # The master's newest sample.
        # (The API gives byte counts as JSON numbers such as 3426746368.0: printed here as integers.)
        read -r util mem < <(json '" ".join(str(x) for x in next(([s.get("gpuUtilPercent", "-"), int(s["gpuMemoryBytes"]) if "gpuMemoryBytes" in s else "-"] for s in reversed(d["samples"]) if s["replica"] == "master-replica-0"), ["-", "-"]))' <"$work/resources.json")
        metric_util=$(grep '^trainyard_replica_gpu_utilization_percent{' "$work/metrics.txt" | awk '{print $2}' | head -1)
        ratio=-
        if [[ $mem != - && $smi_mib -gt 0 ]]; then
            ratio=$("$PYTHON" -c "print(f'{$mem / ($smi_mib * 1048576):.3f}')")
            # nvidia-smi's figure is steady: the trainer finished allocating, so the 0.5 s between
            # the daemon's sample and this reading cannot matter.
            if [[ $smi_mib == "$prev_smi_mib" ]]; then
                mem_checked=$((mem_checked + 1))
                "$PYTHON" -c "import sys; sys.exit(0 if abs($ratio - 1) <= 0.10 else 1)" || mem_bad=$((mem_bad + 1))
                cp "$work/resources.json" "$out/resources-running.json"
                cp "$work/metrics.txt" "$out/metrics-running.txt"
            fi
        fi
        prev_smi_mib=$smi_mib
        [[ -s $out/resources-running.json ]] || cp "$work/resources.json" "$out/resources-running.json"
        [[ -s $out/metrics-running.txt ]] || cp "$work/metrics.txt" "$out/metrics-running.txt"
        printf '%-8s %-9s %6s %6s | %12s %12s %7s | %7s %9s\n' "$(date -u +%H:%M:%S)" "$state" "$util" "$smi_util" "$mem" "$smi_mib" "$ratio" "$smi_used" "${metric_util:--}"
        moments=$((moments + 1))
    fi
    sleep 2
done
echo "job $job: $state"
sleep 1 # the last samples are written as the replica ends
api GET "$jobs/$job/resources" >"$out/resources-final.json"
api GET /metrics >"$out/metrics-final.txt"
smi_reading "after the job" >/dev/null
api GET "$jobs/$job" >"$work/job.json"
echo "events:"
api GET "$jobs/$job/events" | json '"\n".join("  %s %s -> %s: %s" % (e.get("time"), e.get("previousState", ""), e.get("state"), e.get("reason", "")) for e in d.get("events", []))' || true
echo "trainer log (last lines):"
api GET "$jobs/$job/logs" | json '"\n".join(l["replica"] + " " + l["stream"] + ": " + l["text"] for l in d.get("lines", []))' >"$out/trainer.log" || true
tail -n 8 "$out/trainer.log" | cut -c1-200 | sed 's/^/  /'
echo

# --- 4. Checks ------------------------------------------------------------------------------------
final=$out/resources-final.json
echo "resources: gpu = $(json 'json.dumps(d.get("gpu"))' <"$final"), replicas = $(json 'json.dumps(d.get("replicas"))' <"$final"), samples = $(json 'len(d["samples"])' <"$final")"
peak_util=$(json 'max([s.get("gpuUtilPercent", 0) for s in d["samples"] if s["replica"] == "master-replica-0"] or [0])' <"$final")
peak_mem=$(json 'int(max([s.get("gpuMemoryBytes", 0) for s in d["samples"] if s["replica"] == "master-replica-0"] or [0]))' <"$final")
with_gpu=$(json 'sum(1 for s in d["samples"] if "gpuUtilPercent" in s)' <"$final")
echo "master-replica-0: peak gpuUtilPercent $peak_util, peak gpuMemoryBytes $peak_mem ($((peak_mem / 1048576)) MiB), $with_gpu samples with GPU figures"
echo "moments while running: $moments; with nvidia-smi steady: $mem_checked, of which off by more than 10 %: $mem_bad"
echo

json 'd.get("gpu", {}).get("available") is True' <"$final" | grep -qx True
check "resources: gpu.available is true" $?
json 'any(r["replica"] == "master-replica-0" and r.get("gpus") == [0] for r in d.get("replicas", []))' <"$final" | grep -qx True
check "resources: master-replica-0 holds GPU [0]" $?
"$PYTHON" -c "import sys; sys.exit(0 if $peak_util > 50 else 1)"
check "master-replica-0 peaks above 50 % gpuUtilPercent (peak $peak_util)" $?
((mem_checked > 0 && mem_bad == 0))
check "gpuMemoryBytes within 10 % of nvidia-smi's used_memory for the trainer ($mem_checked steady moments, $mem_bad off)" $?
grep -q '^trainyard_gpu_figures_available 1' "$out/metrics-final.txt"
check "/metrics: trainyard_gpu_figures_available 1" $?
# /metrics prints 6 significant digits (85520809984 bytes as 8.55208e+10), so "equal" is to 1 MiB.
metric_total=$(grep '^trainyard_gpu_memory_total_bytes{.*gpu="0"' "$out/metrics-final.txt" | awk '{print $2}' | head -1)
"$PYTHON" -c "import sys; sys.exit(0 if abs(float('${metric_total:-0}') / 1048576 - $smi_total_mib) <= 1 else 1)"
check "/metrics: trainyard_gpu_memory_total_bytes ${metric_total:-missing} = nvidia-smi memory.total $smi_total_mib MiB" $?
for name in utilization_percent memory_used_bytes power_watts temperature_celsius; do
    grep -q "^trainyard_gpu_${name}{" "$out/metrics-final.txt"
    check "/metrics: trainyard_gpu_${name} present" $?
done
grep -q '^trainyard_replica_gpu_utilization_percent{' "$out/metrics-running.txt" 2>/dev/null &&
    grep -q '^trainyard_replica_gpu_memory_bytes{' "$out/metrics-running.txt"
check "/metrics while running: trainyard_replica_gpu_utilization_percent and _memory_bytes present" $?
[[ $state == SUCCEEDED ]]
check "the job ended SUCCEEDED ($state)" $?

echo
echo "/metrics GPU lines (after the job):"
grep '^trainyard_gpu_' "$out/metrics-final.txt" | sed 's/^/  /'
echo "/metrics replica GPU lines (while running):"
grep '^trainyard_replica_gpu_' "$out/metrics-running.txt" 2>/dev/null | sed 's/^/  /'
echo
if ((${#failures[@]})); then
    echo "nvml-proof: FAILED: ${#failures[@]} check(s)"
    exit 1
fi
echo "nvml-proof: all checks passed"
