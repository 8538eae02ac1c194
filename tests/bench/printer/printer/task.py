"""Benchmark trainer: prints `<seq> <time_ns>` lines at a fixed rate, so a reader can measure how long
each line took to reach it. Usage: python3 -m printer.task --rate LINES_PER_S --seconds S"""

import argparse
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--rate", type=float, default=1000)
parser.add_argument("--seconds", type=float, default=5)
args, _ = parser.parse_known_args()

interval = 1.0 / args.rate
start = time.monotonic()
total = int(args.rate * args.seconds)
out = sys.stdout
for seq in range(total):
    # Pace against the start, not the previous line, so the rate holds on average.
    target = start + seq * interval
    delay = target - time.monotonic()
    if delay > 0:
        time.sleep(delay)
    out.write(f"{seq} {time.time_ns()}\n")
    out.flush()
