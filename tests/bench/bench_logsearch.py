#!/usr/bin/env python3
"""Log attributes and search on a 10-million-line job log (docs/benchmarks.md has the figures).

usage: tests/bench/bench_logsearch.py [--daemon build/bin/trainyardd] [--lines 10000000] [--regex-only]

Writes a log of --lines lines (about 60 bytes each; one replica, stdout and stderr) through the real
trainyardd with a real trainer, then times over the Unix socket:
  1. every line's attribute, in pages of 1,000,000 (`…/logs:attributes`);
  2. searches (`…/logs:search`, request to `end` event): a literal, a case-insensitive literal, a
     regex, and one matching every line (10,000,000 matches streamed), each against `grep -c` on the
     same data files (run in the same place, for reference, and to check the counts);
  3. /healthz round trips while a regex search runs (the search must not hold up the main thread).
Searches and grep are each the best of two runs; "Nx grep" is the daemon's time over grep's. --regex-only
skips the attributes, the literal searches and the every-line search (to compare two daemons quickly).
"""

import argparse
import base64
import http.client
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

TRAINER = textwrap.dedent('''\
    """Prints --lines lines of about 60 bytes as fast as it can, in blocks; every 10th block on stderr."""
    import argparse
    import random
    import sys

    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=1000)
    args, _ = parser.parse_known_args()
    rng = random.Random(7)
    levels = ["INFO", "INFO", "INFO", "DEBUG", "WARNING"]
    tails = []
    for i in range(997):
        level = levels[rng.randrange(len(levels))]
        if i % 97 == 0:
            tails.append(f"{level} Checkpoint SAVED to gs://bucket/run/ckpt-{i}")
        else:
            tails.append(f"{level} step loss={rng.random():.5f} acc={rng.random():.4f} lr=0.0003")
    out, err = sys.stdout.buffer, sys.stderr.buffer
    block = 10000
    for start in range(0, args.lines, block):
        n = min(block, args.lines - start)
        text = "".join([f"{seq:>9} {tails[seq % 997]}\\n" for seq in range(start, start + n)]).encode()
        (err if (start // block) % 10 == 9 else out).write(text)
    out.flush()
    err.flush()
''')


class UnixConnection(http.client.HTTPConnection):
    def __init__(self, path, timeout=600):
        super().__init__("localhost", timeout=timeout)
        self.path = path

    def connect(self):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(self.timeout)
        self.sock.connect(self.path)


class Daemon:
    def __init__(self, binary, workdir):
        self.sock = os.path.join(workdir, "d.sock")
        self.proc = subprocess.Popen([binary, "--data-dir", os.path.join(workdir, "data"), "--socket", self.sock,
                                      "--slots", "2", "--grace", "1"], stdout=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        assert line.startswith("ready"), line

    def call(self, method, path, body=None):
        conn = UnixConnection(self.sock)
        conn.request(method, path, body=json.dumps(body) if body is not None else None,
                     headers={"Content-Type": "application/json"})
        reply = conn.getresponse()
        data = reply.read()
        conn.close()
        return reply.status, data

    def json(self, method, path, body=None):
        status, data = self.call(method, path, body)
        return status, json.loads(data or b"{}")

    def stop(self):
        self.proc.terminate()
        self.proc.wait(30)


def search(daemon, job_id, pattern, **options):
    """Runs one search; returns (seconds to the end event, matches, bytes of events, end data)."""
    query = {"pattern": pattern, **{k: str(v).lower() if isinstance(v, bool) else str(v) for k, v in options.items()}}
    conn = UnixConnection(daemon.sock)
    start = time.perf_counter()
    conn.request("GET", f"/v1/projects/local/jobs/{job_id}/logs:search?" + urllib.parse.urlencode(query))
    reply = conn.getresponse()
    assert reply.status == 200, reply.read()
    matches, received, buffer, end = 0, 0, b"", None
    while end is None:
        chunk = reply.read1(1 << 20)
        if not chunk:
            break
        received += len(chunk)
        buffer += chunk
        *events, buffer = buffer.split(b"\n\n")
        for block in events:
            name, _, data = block.partition(b"\ndata: ")
            if name == b"event: matches":
                matches += data.count(b",") + 1 if data != b'{"seqs":[]}' else 0
            elif name == b"event: end":
                end = json.loads(data)
    seconds = time.perf_counter() - start
    conn.close()
    assert end is not None and int(end["matches"]) == matches, (end, matches)
    return seconds, matches, received, end


def grep_count(files, pattern, flags):
    start = time.perf_counter()
    result = subprocess.run(["grep", "-c", "-h", *flags, "-e", pattern, *files], capture_output=True, text=True,
                            env={**os.environ, "LC_ALL": "C.UTF-8"})
    seconds = time.perf_counter() - start
    return seconds, sum(int(n) for n in result.stdout.split())


def main():
    sys.stdout.reconfigure(line_buffering=True)
    parser = argparse.ArgumentParser()
    parser.add_argument("--daemon", default=os.path.join(ROOT, "build", "bin", "trainyardd"))
    parser.add_argument("--lines", type=int, default=10_000_000)
    parser.add_argument("--regex-only", action="store_true")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} CPUs, {os.uname().release}; daemon: {args.daemon}")

    work = tempfile.mkdtemp(prefix="ty-bench-search-")
    package = os.path.join(work, "flood")
    os.makedirs(os.path.join(package, "flood"))
    open(os.path.join(package, "flood", "__init__.py"), "w").close()
    with open(os.path.join(package, "flood", "task.py"), "w") as f:
        f.write(TRAINER)
    daemon = Daemon(args.daemon, work)
    try:
        job_id = "flood"
        start = time.perf_counter()
        status, body = daemon.json("POST", "/v1/projects/local/jobs", {
            "jobId": job_id, "trainingInput": {"scaleTier": "BASIC", "packageUris": [package], "pythonModule": "flood.task",
                                               "args": ["--lines", str(args.lines)], "region": "local",
                                               "runtimeVersion": "2.11", "pythonVersion": "3.7"}})
        assert status == 200, body
        while True:
            _, job = daemon.json("GET", f"/v1/projects/local/jobs/{job_id}")
            if job["state"] in ("SUCCEEDED", "FAILED", "CANCELLED"):
                break
            time.sleep(0.2)
        assert job["state"] == "SUCCEEDED", job
        logs = os.path.join(work, "data", "jobs", job_id, "logs")
        files = [os.path.join(logs, "master-replica-0.stdout"), os.path.join(logs, "master-replica-0.stderr")]
        data_bytes = sum(os.path.getsize(f) for f in files)
        print(f"log written and indexed: {args.lines:,} lines, {data_bytes / 1e6:.0f} MB of text, "
              f"{os.path.getsize(os.path.join(logs, 'index')) / 1e6:.0f} MB of index, job took {time.perf_counter() - start:.1f} s")

        # 1. attributes, in pages of 1,000,000
        for attempt in () if args.regex_only else ("first", "second"):
            pages, total_lines, body_bytes = [], 0, 0
            since = 0
            start = time.perf_counter()
            while True:
                t = time.perf_counter()
                status, data = daemon.call("GET", f"/v1/projects/local/jobs/{job_id}/logs:attributes?since={since}&pageSize=1000000")
                pages.append(time.perf_counter() - t)
                assert status == 200, data
                page = json.loads(data)
                count = len(base64.b64decode(page["attributes"])) // 2
                assert count == page["count"]
                body_bytes += len(data)
                total_lines += count
                since += count
                if since >= int(page["total"]) or count == 0:
                    break
            assert total_lines == args.lines, total_lines
            print(f"attributes ({attempt} pass), {len(pages)} pages of 1M: {sum(pages) * 1000:.0f} ms in all "
                  f"(page p50 {statistics.median(pages) * 1000:.0f} ms, max {max(pages) * 1000:.0f} ms; "
                  f"{body_bytes / 1e6:.1f} MB of JSON; client time incl. decoding {(time.perf_counter() - start) * 1000:.0f} ms)")

        # 2. searches, each against grep -c on the same files
        cases = [
            ("literal", "Checkpoint SAVED", {}, ["-F"]),
            ("literal matching no line", "loss=0.12345", {}, ["-F"]),
            ("case-insensitive literal", "checkpoint saved", {"caseSensitive": False}, ["-F", "-i"]),
            ("regex", r"(WARNING|DEBUG) step loss=0\.9\d{4} acc=0\.[0-4]", {"regex": True}, ["-P"]),
            ("case-insensitive regex", r"ckpt-\d+$", {"regex": True, "caseSensitive": False}, ["-P", "-i"]),
        ]
        for name, pattern, options, flags in cases:
            if args.regex_only and not options.get("regex"):
                continue
            runs = [search(daemon, job_id, pattern, **options) for _ in range(2)]
            seconds = min(r[0] for r in runs)
            greps = [grep_count(files, pattern, flags) for _ in range(2)]
            grep_seconds = min(g[0] for g in greps)
            assert all(runs[0][1] == g[1] for g in greps), (name, runs[0][1], greps)
            print(f"search, {name} {pattern!r}: {seconds:.2f} s (best of 2: {', '.join(f'{r[0]:.2f}' for r in runs)}), "
                  f"{runs[0][1]:,} matches; grep -c {' '.join(flags)} on the data files: {grep_seconds:.2f} s "
                  f"({', '.join(f'{g[0]:.2f}' for g in greps)}), same count; {seconds / grep_seconds:.2f}x grep")
        if not args.regex_only:
            seconds, matches, received, end = search(daemon, job_id, "", maxMatches=10_000_000)
            print(f"search, every line matches (empty pattern, maxMatches 10M): {seconds:.2f} s, {matches:,} matches "
                  f"in {received / 1e6:.0f} MB of events")

        # 3. /healthz while a regex search runs
        latencies = []
        done = threading.Event()

        def poll():
            while not done.is_set():
                t = time.perf_counter()
                status, _ = daemon.call("GET", "/healthz")
                latencies.append(time.perf_counter() - t)
                assert status == 200
                time.sleep(0.01)

        poller = threading.Thread(target=poll)
        poller.start()
        seconds, matches, _, _ = search(daemon, job_id, r"\d+ (INFO|WARNING) step loss=0\.5", regex=True)
        done.set()
        poller.join()
        latencies.sort()
        print(f"/healthz during a {seconds:.1f} s regex search: {len(latencies)} requests, "
              f"p50 {latencies[len(latencies) // 2] * 1000:.2f} ms, p99 {latencies[int(len(latencies) * 0.99)] * 1000:.2f} ms, "
              f"max {latencies[-1] * 1000:.2f} ms")
    finally:
        daemon.stop()
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
