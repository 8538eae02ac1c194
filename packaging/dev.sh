#!/usr/bin/env bash
# The README's two commands.
#   packaging/dev.sh run    install missing packages, build, launch the console (which starts the daemon)
#   packaging/dev.sh test   install missing packages, build, run every test through ctest, check the
#                           Debian package (test-deb.sh), then build the libFuzzer targets and fuzz
#                           each codec for a bounded time
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
    # The console starts the local daemon itself (build/bin/trainyardd, next to it) when none answers.
    if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
        echo "No display: running the console on a virtual X server (xvfb-run)." >&2
        exec xvfb-run -a -s "-screen 0 1600x1000x24" build/bin/trainyard "${@:2}"
    fi
    exec build/bin/trainyard "${@:2}"
    ;;
test)
    build
    ctest --preset "$preset" --parallel "$jobs"
    # The Debian package: built, installed into an empty root, its programs run (packaging/README.md).
    "$root/packaging/test-deb.sh" build
    seconds=${TRAINYARD_FUZZ_SECONDS:-60}
    if [[ "$seconds" != 0 ]]; then
        cmake --preset fuzz -DTRAINYARD_FUZZ_SECONDS="$seconds"
        cmake --build --preset fuzz --parallel "$jobs" --target fuzzers
        # One fuzzer per core; each runs for $seconds.
        ctest --test-dir build-fuzz --label-regex fuzz --output-on-failure --parallel "$jobs"
    fi
    ;;
*)
    echo "usage: packaging/dev.sh run|test" >&2
    exit 2
    ;;
esac
