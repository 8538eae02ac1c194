#!/usr/bin/env bash
# The README's two commands.
#   packaging/dev.sh run    install missing packages, build, launch the console
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

The console (trainyard) is not part of this build yet: the foundation provides the job-spec
library and its command-line front end, trainyard-spec. Checking the example job files with it:

MSG
    build/bin/trainyard-spec validate examples/configs/*.yaml || true
    echo
    build/bin/trainyard-spec --help
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
