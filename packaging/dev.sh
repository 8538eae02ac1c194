#!/usr/bin/env bash
# The README's two commands.
#   packaging/dev.sh run    install missing packages, build, launch the console (until it exists: the daemon)
#   packaging/dev.sh test   install missing packages, build, run every test through ctest,
#                           then build the libFuzzer targets and fuzz each codec for a bounded time
# Environment: TRAINYARD_CI=1 makes warnings errors (the `ci` preset); TRAINYARD_FUZZ_SECONDS sets how
# long each fuzzer runs (default 60; 0 skips fuzzing).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
preset=default
[[ "${TRAINYARD_CI:-}" == 1 ]] && preset=ci
jobs=$(nproc)

build() {
    "$root/packaging/install-deps.sh"
    cmake --preset "$preset"
    cmake --build --preset "$preset" --parallel "$jobs"
}

case "${1:-}" in
run)
    build
    if [[ -x build/bin/trainyard ]]; then
        exec build/bin/trainyard "${@:2}"
    fi
    cat <<'MSG'

The console (trainyard) is not part of this build yet. What exists: trainyard-spec, which checks
and converts job files, and trainyardd, the local training daemon. Checking the example job files:

MSG
    build/bin/trainyard-spec validate examples/configs/*.yaml || true
    cat <<'MSG'

Starting trainyardd in the foreground (Ctrl+C stops it; running jobs keep running). In another
terminal, submit the example trainer as docs/api.md shows; SOCKET is the path on the ready line:
  curl -s --unix-socket SOCKET http://localhost/v1/projects/local/jobs

MSG
    exec build/bin/trainyardd "${@:2}"
    ;;
test)
    build
    ctest --preset "$preset" --parallel "$jobs"
    seconds=${TRAINYARD_FUZZ_SECONDS:-60}
    if [[ "$seconds" != 0 ]]; then
        cmake --preset fuzz -DTRAINYARD_FUZZ_SECONDS="$seconds"
        cmake --build --preset fuzz --parallel "$jobs"
        # One fuzzer per core; each runs for $seconds.
        ctest --test-dir build-fuzz --label-regex fuzz --output-on-failure --parallel "$jobs"
    fi
    ;;
*)
    echo "usage: packaging/dev.sh run|test" >&2
    exit 2
    ;;
esac
