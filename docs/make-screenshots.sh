#!/usr/bin/env bash
# Takes the screenshots in docs/screenshots again from the real console and a real daemon, on a
# virtual X server (Xvfb) as a desktop shows them, so that the README and the user guide stay current.
#   docs/make-screenshots.sh [OUT]      (default docs/screenshots; about 4 minutes, most of it the
#                                        30 trials of the tuning study shoot_console waits for)
# Needs the packages of packaging/debian-packages.txt (packaging/dev.sh run installs them), and root
# for shoot_slurm, which brings a two-node Slurm cluster up on this machine for its screenshots.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=${1:-docs/screenshots}
mkdir -p "$out"

cmake --preset default >/dev/null
cmake --build --preset default --parallel "$(nproc)" --target trainyardd shoot_guide shoot_resources shoot_trials shoot_console \
    shoot_lognodes shoot_locations shoot_slurm shoot_ssh shoot_vertextrials shoot_vertex shoot_importance shoot_metrics shoot_outputs

# One X server per program, 1920x1200 so that no window is cut; the xcb platform, not offscreen.
# SCREEN=1366x768 for what a laptop shows (the wizard sizes itself to the screen's available area).
shoot() {
    echo "== $*" >&2
    env -u QT_QPA_PLATFORM QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 ${SCREEN:-1920x1200}x24" "$@"
}
shoot build/bin/shoot_guide "$out"          # Settings pages, command palette, the console in de/it/pt_BR
shoot build/bin/shoot_resources "$out"      # the Resources tab on a synthetic GPU job
shoot build/bin/shoot_trials "$out"         # every Trials view on a 40-trial study served from memory
SCREEN=1366x768 shoot build/bin/shoot_console "$out" laptop   # first start, jobs, Resubmit, every wizard page at 1366×768
shoot build/bin/shoot_console "$out"        # console, logs, timeline, spec, a live tuning study and its log, resources
SCREEN=1366x768 shoot build/bin/shoot_lognodes "$out"
SCREEN=1366x768 shoot build/bin/shoot_locations "$out"
SCREEN=1366x768 shoot build/bin/shoot_vertextrials "$out"   # a Vertex AI tuning job's Trials and Logs, watched live
SCREEN=1366x768 shoot build/bin/shoot_vertex "$out"         # the Vertex wizard's pools, study, review, gcloud and convert pages
SCREEN=1366x768 shoot build/bin/shoot_importance "$out"     # the Importance chart of a live digits study (python3-sklearn)
SCREEN=1366x768 shoot build/bin/shoot_metrics "$out"        # the Metrics tab: a digits job live and finished, a four-trial study
SCREEN=1366x768 shoot build/bin/shoot_outputs "$out"        # the Outputs tab of a two-trial digits study
# A job on the real two-node Slurm test cluster (needs root, slurm-wlm and munge): its logs and timeline.
SCREEN=1366x768 shoot build/bin/shoot_slurm "$out"
SCREEN=1366x768 shoot build/bin/shoot_ssh "$out"   # a login node through SSH: the dialog, Test, a Slurm job's logs
echo "screenshots in $out" >&2
