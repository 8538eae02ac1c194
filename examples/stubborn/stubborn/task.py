"""A trainer that ignores SIGTERM and runs until it is killed with SIGKILL.

    python3 -m stubborn.task [--spawn-child] [--job-dir DIR] [anything else]

It shows that a daemon must escalate from SIGTERM to SIGKILL after a grace period. With
--spawn-child it also starts a child process (in the same process group) that ignores
SIGTERM too, to show that the whole process group has to be killed, not just the trainer.
"""

import argparse
import os
import signal
import subprocess
import sys
import time

HEARTBEAT_SECONDS = 0.2

# The child: SIG_IGN (unlike a Python handler) survives exec, and is set again here anyway.
CHILD_CODE = """
import signal, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
while True:
    time.sleep(1)
    print("child heartbeat", flush=True)
"""


def log(*args):
    print(*args, flush=True)


def on_sigterm(signum, frame):
    # os.write, not print: the signal may arrive while print() is flushing stdout, and a
    # print from the handler would then fail with "reentrant call" and end the program.
    os.write(sys.stdout.fileno(), b"ignoring SIGTERM\n")


def main(argv=None):
    parser = argparse.ArgumentParser(prog="stubborn.task", allow_abbrev=False)
    parser.add_argument("--spawn-child", dest="spawn_child", action="store_true")
    parser.add_argument("--job-dir", "--job_dir", dest="job_dir")
    args, _ = parser.parse_known_args(sys.argv[1:] if argv is None else argv)

    signal.signal(signal.SIGTERM, on_sigterm)
    log(f"stubborn pid={os.getpid()} pgid={os.getpgrp()}")
    if args.spawn_child:
        child = subprocess.Popen([sys.executable or "/usr/bin/python3", "-c", CHILD_CODE])
        log(f"spawned child pid={child.pid}")
    beat = 0
    while True:
        beat += 1
        log(f"heartbeat {beat}")
        time.sleep(HEARTBEAT_SECONDS)


if __name__ == "__main__":
    main()
