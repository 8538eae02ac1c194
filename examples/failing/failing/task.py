"""A trainer that fails on purpose, to show how a failed job looks.

    python3 -m failing.task [--after-seconds 0.2] [--job-dir DIR] [anything else]

It prints a few lines, waits, then dies of an uncaught ValueError: a traceback on stderr
and exit code 1.
"""

import argparse
import sys
import time


def log(*args):
    print(*args, flush=True)


def build_optimizer(learning_rate):
    if learning_rate <= 0:
        raise ValueError("learning rate must be positive")
    return {"learning_rate": learning_rate}


def main(argv=None):
    parser = argparse.ArgumentParser(prog="failing.task", allow_abbrev=False)
    parser.add_argument("--after-seconds", dest="after_seconds", type=float, default=0.2)
    parser.add_argument("--job-dir", "--job_dir", dest="job_dir")
    args, _ = parser.parse_known_args(sys.argv[1:] if argv is None else argv)

    log("loading data")
    log("building model")
    time.sleep(args.after_seconds)
    # The deliberate bug: a schedule that decays the learning rate below zero.
    learning_rate = 0.1 - 0.05 * 3
    log(f"learning rate after warm-up: {learning_rate:g}")
    build_optimizer(learning_rate)  # raises; nothing catches it
    log("training")  # never reached


if __name__ == "__main__":
    main()
