#!/usr/bin/env python3
"""Benchmarks of trainyardd (docs/benchmarks.md has the figures and how to read them).

usage: tests/bench/bench_daemon.py [--daemon build/bin/trainyardd] [--baseline OTHER_TRAINYARDD] [--busy N] [--quick]

Measures, each in one run on this machine:
  1. create -> RUNNING latency of a trivial trainer (p50, p99), from the daemon's own timestamps,
     next to the time the interpreter alone takes to start;
  2. list latency with 10,000 stored jobs (p50, p99);
  3. print -> SSE client latency of log lines at 1,000, 10,000 and 50,000 lines/s (p50, p99), with
     `tail -f` reading the same replica file in the same run as the reference, and the daemon's CPU time
     per 100,000 lines; with --busy N, N CPU-bound processes run beside it (a trainer's data loaders);
     with --baseline, another trainyardd binary is measured the same way in the same run;
  4. aggregate ingest: a tuning job of 100 trials, each printing 1,000 lines/s, one client following
     every trial's lines (--only ingest);
  5. daemon memory (RSS) idle and with 100 jobs.
"""

import argparse
import http.client
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PYTHON = "/usr/bin/python3"


class UnixConnection(http.client.HTTPConnection):
    def __init__(self, path, timeout=60):
        super().__init__("localhost", timeout=timeout)
        self.path = path

    def connect(self):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(self.timeout)
        self.sock.connect(self.path)


class Daemon:
    def __init__(self, binary, workdir, slots):
        self.dir = workdir
        self.sock = os.path.join(workdir, "d.sock")
        self.proc = subprocess.Popen([binary, "--data-dir", os.path.join(workdir, "data"), "--socket", self.sock,
                                      "--slots", str(slots), "--grace", "1", "--python", PYTHON],
                                     stdout=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        assert line.startswith("ready"), line
        self.conn = UnixConnection(self.sock)

    def call(self, method, path, body=None):
        data = json.dumps(body) if body is not None else None
        self.conn.request(method, path, body=data, headers={"Content-Type": "application/json"})
        reply = self.conn.getresponse()
        return reply.status, json.loads(reply.read() or b"{}")

    def cpu_seconds(self):
        # utime + stime of the daemon process (fields 14 and 15 of /proc/PID/stat, in clock ticks).
        with open(f"/proc/{self.proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def cpu_when_running(self, job_id):
        while self.call("GET", f"/v1/projects/local/jobs/{job_id}")[1].get("state") in ("QUEUED", "PREPARING"):
            time.sleep(0.01)
        return self.cpu_seconds()

    def rss_kib(self):
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def stop(self):
        # Replicas outlive the daemon by design: cancel what still runs so the benchmark leaves nothing behind.
        token = ""
        while True:
            status, page = self.call("GET", "/v1/projects/local/jobs?pageSize=100&filter=state%3DQUEUED%20OR%20state%3DRUNNING%20OR%20state%3DPREPARING"
                                     + (f"&pageToken={token}" if token else ""))
            for j in page.get("jobs", []):
                self.call("POST", f"/v1/projects/local/jobs/{j['jobId']}:cancel", {})
            token = page.get("nextPageToken", "")
            if not token:
                break
        deadline = time.time() + 30
        while time.time() < deadline:
            _, page = self.call("GET", "/v1/projects/local/jobs?filter=state%3DCANCELLING%20OR%20state%3DRUNNING")
            if not page.get("jobs"):
                break
            time.sleep(0.1)
        self.proc.terminate()
        self.proc.wait(10)


def job(job_id, package, module, args=(), region="local"):
    return {"jobId": job_id, "trainingInput": {"scaleTier": "BASIC", "packageUris": [package], "pythonModule": module,
                                               "args": list(args), "region": region, "runtimeVersion": "2.11",
                                               "pythonVersion": "3.7"}}


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def ms(seconds):
    return f"{seconds * 1000:.1f} ms"


def us(seconds):
    return f"{seconds * 1e6:.0f} µs"


def parse_time(text):
    # RFC 3339 with up to 9 fractional digits -> seconds since the epoch (float)
    from datetime import datetime, timezone
    main, _, frac = text.rstrip("Z").partition(".")
    base = datetime.strptime(main, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc).timestamp()
    return base + (float("0." + frac) if frac else 0.0)


def bench_create_to_running(binary, runs):
    work = tempfile.mkdtemp(prefix="ty-bench-")
    package = os.path.join(work, "noop")
    os.makedirs(os.path.join(package, "noop"))
    open(os.path.join(package, "noop", "__init__.py"), "w").close()
    open(os.path.join(package, "noop", "task.py"), "w").write("pass\n")
    daemon = Daemon(binary, work, slots=4)
    latencies = []
    for i in range(runs):
        status, created = daemon.call("POST", "/v1/projects/local/jobs", job(f"noop_{i}", package, "noop.task"))
        assert status == 200, created
        while True:
            status, current = daemon.call("GET", f"/v1/projects/local/jobs/noop_{i}")
            if current["state"] in ("SUCCEEDED", "FAILED"):
                break
            time.sleep(0.005)
        _, events = daemon.call("GET", f"/v1/projects/local/jobs/noop_{i}/events")
        times = {e["state"]: parse_time(e["time"]) for e in events["events"]}
        latencies.append(times["RUNNING"] - times["QUEUED"])
    daemon.stop()
    interpreter = []
    for _ in range(20):
        start = time.perf_counter()
        subprocess.run([PYTHON, "-c", "pass"], check=True)
        interpreter.append(time.perf_counter() - start)
    shutil.rmtree(work)
    print(f"create -> RUNNING ({runs} jobs): p50 {ms(percentile(latencies, 50))}, p99 {ms(percentile(latencies, 99))}; "
          f"interpreter start alone: p50 {ms(percentile(interpreter, 50))}")


def bench_list(binary, jobs, requests):
    work = tempfile.mkdtemp(prefix="ty-bench-")
    daemon = Daemon(binary, work, slots=1)
    package = os.path.join(ROOT, "examples", "stubborn")
    # One job holds the only slot; the others stay queued, so all 10,000 are stored and listed.
    start = time.perf_counter()
    for i in range(jobs):
        status, body = daemon.call("POST", "/v1/projects/local/jobs", job(f"job_{i:05d}", package, "stubborn.task"))
        assert status == 200, body
    create_seconds = time.perf_counter() - start
    results = {}
    for name, path in (("first page of 20", "/v1/projects/local/jobs"),
                       ("page of 100", "/v1/projects/local/jobs?pageSize=100"),
                       ("filter jobId:job_09* (100 of 10k)", "/v1/projects/local/jobs?pageSize=100&filter=jobId%3Ajob_09*")):
        latencies = []
        for _ in range(requests):
            t = time.perf_counter()
            status, body = daemon.call("GET", path)
            latencies.append(time.perf_counter() - t)
            assert status == 200
        results[name] = latencies
    rss = daemon.rss_kib()
    daemon.stop()
    shutil.rmtree(work)
    print(f"create {jobs} jobs: {create_seconds:.1f} s ({jobs / create_seconds:.0f}/s); daemon RSS with {jobs} jobs: {rss / 1024:.1f} MiB")
    for name, latencies in results.items():
        print(f"list, {name}, {jobs} jobs stored: p50 {ms(percentile(latencies, 50))}, p99 {ms(percentile(latencies, 99))}")


# Both readers find the printer's `<seq> <time_ns>` lines with one regular-expression scan of each read
# (C speed), so that they cost the same and little: at 50,000 lines/s on two busy cores a reader that
# parses event by event in Python is slower than the daemon it measures.
SSE_TEXT = re.compile(rb'"text":"\d+ (\d+)"')
TAIL_LINE = re.compile(rb"^\d+ (\d+)$", re.M)


def sse_reader(sock_path, path, out, stop):
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(sock_path)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n".encode())
    sock.settimeout(1.0)
    buffer = b""
    while not stop.is_set():
        try:
            chunk = sock.recv(1 << 20)
        except socket.timeout:
            continue
        if not chunk:
            break
        now = time.time_ns()
        buffer += chunk
        # Complete events only (a read may end inside one); HTTP chunk sizes lie between events.
        cut = buffer.rfind(b"\n\n")
        if cut < 0:
            continue
        complete, buffer = buffer[:cut + 2], buffer[cut + 2:]
        out.extend((now - int(t)) / 1e9 for t in SSE_TEXT.findall(complete))
        if b"event: end" in complete:
            break
    sock.close()


def tail_reader(path, out, stop, procs):
    while not os.path.exists(path):
        time.sleep(0.001)
    proc = subprocess.Popen(["tail", "-n", "+1", "-f", path], stdout=subprocess.PIPE)
    procs.append(proc)
    fd = proc.stdout.fileno()
    buffer = b""
    while not stop.is_set():
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            break
        now = time.time_ns()
        buffer += chunk
        cut = buffer.rfind(b"\n")
        if cut < 0:
            continue
        complete, buffer = buffer[:cut + 1], buffer[cut + 1:]
        out.extend((now - int(t)) / 1e9 for t in TAIL_LINE.findall(complete))
    proc.kill()


def bench_logs(binary, rate, seconds, label):
    work = tempfile.mkdtemp(prefix="ty-bench-")
    daemon = Daemon(binary, work, slots=2)
    package = os.path.join(ROOT, "tests", "bench", "printer")
    job_id = f"printer_{int(rate)}"
    status, body = daemon.call("POST", "/v1/projects/local/jobs", job(job_id, package, "printer.task",
                                                                      ["--rate", str(rate), "--seconds", str(seconds)]))
    assert status == 200, body
    sse, tail = [], []
    stop = threading.Event()
    tails = []
    raw = os.path.join(work, "data", "jobs", job_id, "logs", "master-replica-0.stdout")
    readers = [threading.Thread(target=sse_reader, args=(daemon.sock, f"/v1/projects/local/jobs/{job_id}/logs?follow=true", sse, stop)),
               threading.Thread(target=tail_reader, args=(raw, tail, stop, tails))]
    for r in readers:
        r.start()
    # The daemon's CPU from RUNNING on: what following the lines costs, not staging and starting the job.
    cpu_before = daemon.cpu_when_running(job_id)
    readers[0].join(seconds + 60)
    time.sleep(0.5)
    stop.set()
    for proc in tails:
        proc.kill()  # unblocks the reader
    readers[1].join(5)
    cpu = daemon.cpu_seconds() - cpu_before
    daemon.stop()
    shutil.rmtree(work)
    print(f"{label}log latency at {rate:.0f} lines/s for {seconds} s: SSE client p50 {us(percentile(sse, 50))}, p99 {us(percentile(sse, 99))} "
          f"({len(sse)} lines); tail -f p50 {us(percentile(tail, 50))}, p99 {us(percentile(tail, 99))} ({len(tail)} lines); "
          f"daemon CPU {cpu * 100000 / max(len(sse), 1) * 1000:.0f} ms per 100,000 lines")


def bench_ingest(binary, trials, rate, seconds, label):
    """A tuning job of `trials` trials at once, each printing `rate` lines/s; one client follows them all."""
    work = tempfile.mkdtemp(prefix="ty-bench-")
    daemon = Daemon(binary, work, slots=trials)
    package = os.path.join(ROOT, "tests", "bench", "printer")
    body = job("ingest", package, "printer.task", ["--rate", str(rate), "--seconds", str(seconds)])
    body["trainingInput"]["hyperparameters"] = {
        "goal": "MAXIMIZE", "hyperparameterMetricTag": "none", "maxTrials": trials, "maxParallelTrials": trials,
        "algorithm": "RANDOM_SEARCH",
        "params": [{"parameterName": "x", "type": "DOUBLE", "minValue": 0, "maxValue": 1}]}
    status, created = daemon.call("POST", "/v1/projects/local/jobs", body)
    assert status == 200, created
    sse = []
    stop = threading.Event()
    reader = threading.Thread(target=sse_reader, args=(daemon.sock, "/v1/projects/local/jobs/ingest/logs?follow=true", sse, stop))
    reader.start()
    cpu_before = daemon.cpu_when_running("ingest")
    reader.join(seconds + 120)
    stop.set()
    cpu = daemon.cpu_seconds() - cpu_before
    daemon.stop()
    shutil.rmtree(work)
    expected = trials * int(rate * seconds)
    # The first seconds are the start of 100 interpreters on the same CPUs; the rest is the steady state.
    steady = sse[len(sse) // 2:]
    print(f"{label}ingest, {trials} trials x {rate} lines/s for {seconds} s: {len(sse)} of {expected} lines followed; "
          f"p50 {ms(percentile(sse, 50))}, p99 {ms(percentile(sse, 99))} (second half of the lines: p50 {ms(percentile(steady, 50))}, "
          f"p99 {ms(percentile(steady, 99))}); daemon CPU from RUNNING {cpu:.2f} s ({cpu * 100000 / max(len(sse), 1) * 1000:.0f} ms per 100,000 lines)")


class Busy:
    """N CPU-bound processes for the length of a benchmark: what a trainer's data loaders do to the machine."""

    def __init__(self, count):
        self.procs = [subprocess.Popen([PYTHON, "-c", "while True: pass"]) for _ in range(count)]

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        for proc in self.procs:
            proc.kill()
            proc.wait()


def bench_memory(binary, jobs):
    work = tempfile.mkdtemp(prefix="ty-bench-")
    daemon = Daemon(binary, work, slots=1)
    time.sleep(0.5)
    idle = daemon.rss_kib()
    package = os.path.join(ROOT, "examples", "stubborn")
    for i in range(jobs):
        daemon.call("POST", "/v1/projects/local/jobs", job(f"mem_{i}", package, "stubborn.task"))
    time.sleep(0.5)
    loaded = daemon.rss_kib()
    daemon.stop()
    shutil.rmtree(work)
    print(f"daemon RSS: idle {idle / 1024:.1f} MiB, with {jobs} jobs {loaded / 1024:.1f} MiB")


def main():
    sys.stdout.reconfigure(line_buffering=True)
    parser = argparse.ArgumentParser()
    parser.add_argument("--daemon", default=os.path.join(ROOT, "build", "bin", "trainyardd"))
    parser.add_argument("--quick", action="store_true", help="smaller counts, for a smoke run")
    parser.add_argument("--baseline", help="another trainyardd, measured the same way in the same run")
    parser.add_argument("--busy", type=int, default=0, help="CPU-bound processes running beside the log benchmarks")
    parser.add_argument("--only", choices=("memory", "create", "list", "logs", "ingest"), help="run one benchmark")
    args = parser.parse_args()
    quick = args.quick
    print(f"machine: {os.cpu_count()} CPUs, {os.uname().release}; daemon: {args.daemon}; busy processes: {args.busy}")
    daemons = [(args.daemon, "")] + ([(args.baseline, "baseline: ")] if args.baseline else [])
    for binary, label in daemons:
        if label:
            print(f"{label}{binary}")
        if args.only in (None, "memory"):
            bench_memory(binary, 100)
        if args.only in (None, "create"):
            bench_create_to_running(binary, 20 if quick else 100)
        if args.only in (None, "list"):
            bench_list(binary, 1000 if quick else 10000, 50 if quick else 300)
    with Busy(args.busy):
        if args.only in (None, "logs"):
            for rate in (1000, 10000, 50000):
                for binary, label in daemons:
                    bench_logs(binary, rate, 2 if quick else 5, label)
        if args.only in (None, "ingest"):
            for binary, label in daemons:
                bench_ingest(binary, 20 if quick else 100, 1000, 5 if quick else 10, label)


if __name__ == "__main__":
    main()
