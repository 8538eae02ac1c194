"""A cluster job whose replicas really talk to each other over the ports in TF_CONFIG.

    TF_CONFIG='{"cluster": {...}, "task": {"type": "worker", "index": 0}}' \\
        python3 -m distributed.task [--job-dir DIR] [--timeout 60]

The job is the sum of the squares of range(1_000_000), cut into one shard for the primary
("master" or "chief") and one per worker. Every worker and ps binds its own port from the
cluster spec, connects to the primary and sends one JSON line (a worker its partial sum, a
ps a hello), then waits for the primary's acknowledgement. The primary listens on its port
until it has heard from every other replica, adds the partial sums and checks the total.
An evaluator is not part of the cluster and has nothing to do. Without TF_CONFIG (or with
an empty cluster) the whole sum is computed in this one process.
"""

import argparse
import json
import os
import socket
import sys
import time

N = 1_000_000
EXPECTED = (N - 1) * N * (2 * N - 1) // 6  # sum of i*i for i in range(N)
PRIMARY_TYPES = ("chief", "master")
CONNECT_RETRY_SECONDS = 30


def log(*args):
    print(*args, flush=True)


def error(message):
    print("ERROR: " + message, file=sys.stderr, flush=True)


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="distributed.task", allow_abbrev=False)
    parser.add_argument("--job-dir", "--job_dir", dest="job_dir")
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="seconds the primary waits for the other replicas")
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        print("WARNING: ignoring unknown arguments: " + " ".join(unknown),
              file=sys.stderr, flush=True)
    return args


def split_address(address):
    host, _, port = address.rpartition(":")
    return host or "localhost", int(port)


def shard_sum(shard, shards):
    """Sum of squares of the shard-th of `shards` contiguous slices of range(N)."""
    start, end = N * shard // shards, N * (shard + 1) // shards
    return sum(i * i for i in range(start, end)), start, end


def listen(address):
    """A socket bound to address and listening, or None (with an error) if it cannot be.

    It must listen, not just bind: Linux lets two SO_REUSEADDR sockets bind the same port
    as long as neither listens, and a port collision between replicas should show.
    """
    try:
        return socket.create_server(split_address(address))
    except OSError as e:
        error(f"cannot listen on {address}: {e}")
        return None


def read_line(conn, timeout):
    conn.settimeout(timeout)
    data = b""
    while not data.endswith(b"\n"):
        chunk = conn.recv(4096)
        if not chunk:
            break
        data += chunk
    return json.loads(data) if data.strip() else None


def send_line(conn, obj):
    conn.sendall(json.dumps(obj).encode() + b"\n")


def write_result(job_dir, result):
    os.makedirs(job_dir, exist_ok=True)
    path = os.path.join(job_dir, "result.json")
    with open(path, "w") as f:
        json.dump(result, f, indent=2)
        f.write("\n")
    log(f"wrote {path}")


def finish(total, job_dir, received):
    log(f"total={total} expected={EXPECTED}")
    if total != EXPECTED:
        error("the partial results do not add up")
        return 1
    if job_dir:
        write_result(job_dir, {"total": total, "expected": EXPECTED, "received": received})
    return 0


def run_primary(cluster, me, workers, timeout, job_dir):
    shards = len(workers) + 1
    total, start, end = shard_sum(0, shards)
    log(f"{me['type']} 0: shard 0 of {shards} range({start}, {end}) partial={total}")

    expected = {("worker", i) for i in range(len(workers))}
    expected |= {("ps", i) for i in range(len(cluster.get("ps", [])))}
    received = []
    server = listen(me["address"])
    if server is None:
        return 1
    with server:
        log(f"listening on {me['address']}, waiting for {len(expected)} replica(s)")
        deadline = time.monotonic() + timeout
        while expected:
            left = deadline - time.monotonic()
            if left <= 0:
                missing = ", ".join(f"{t} {i}" for t, i in sorted(expected))
                error(f"timed out after {timeout:g}s waiting for: {missing}")
                return 1
            server.settimeout(left)
            try:
                conn, peer = server.accept()
            except socket.timeout:
                continue
            with conn:
                try:
                    message = read_line(conn, min(left, 10.0))
                except (OSError, ValueError) as e:
                    error(f"bad message from {peer[0]}:{peer[1]}: {e}")
                    continue
                if not isinstance(message, dict):
                    message = {}
                key = message.get("type"), message.get("index")
                if key not in expected:
                    error(f"unexpected message from {peer[0]}:{peer[1]}: {message}")
                    continue
                expected.discard(key)
                received.append(message)
                if key[0] == "worker":
                    total += message["partial"]
                    log(f"received from worker {key[1]}: partial={message['partial']} "
                        f"(shard {message['shard']} of {shards}) from {message.get('address')}")
                else:
                    log(f"received from ps {key[1]}: {message.get('hello')} "
                        f"from {message.get('address')}")
                send_line(conn, {"ack": True})
    received.sort(key=lambda m: (m["type"], m["index"]))
    return finish(total, job_dir, received)


def connect_with_retry(address):
    """Connect to the primary, which may not be listening yet."""
    deadline = time.monotonic() + CONNECT_RETRY_SECONDS
    while True:
        try:
            return socket.create_connection(split_address(address), timeout=5)
        except OSError as e:
            if time.monotonic() >= deadline:
                raise OSError(f"cannot reach the primary at {address} "
                              f"after {CONNECT_RETRY_SECONDS}s: {e}") from e
            time.sleep(0.2)


def run_replica(me, workers, primary, timeout):
    message = {"type": me["type"], "index": me["index"], "address": me["address"]}
    # Bound (and listening) for as long as this replica runs: the port is really its own.
    sock = listen(me["address"])
    if sock is None:
        return 1
    with sock:
        log(f"{me['type']} {me['index']}: bound {me['address']}")
        if me["type"] == "worker":
            shards = len(workers) + 1
            partial, start, end = shard_sum(me["index"] + 1, shards)
            message.update(partial=partial, shard=me["index"] + 1)
            log(f"worker {me['index']}: shard {me['index'] + 1} of {shards} "
                f"range({start}, {end}) partial={partial}")
        else:
            message["hello"] = f"hello from {me['type']} {me['index']}"
        try:
            with connect_with_retry(primary) as conn:
                log(f"{me['type']} {me['index']}: connected to primary at {primary}")
                send_line(conn, message)
                reply = read_line(conn, timeout)
        except (OSError, ValueError) as e:
            error(f"{me['type']} {me['index']}: {e}")
            return 1
    if not reply or not reply.get("ack"):
        error(f"{me['type']} {me['index']}: no acknowledgement from the primary")
        return 1
    log(f"{me['type']} {me['index']}: acknowledged by the primary, done")
    return 0


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    tf_config = json.loads(os.environ.get("TF_CONFIG") or "{}")
    cluster = tf_config.get("cluster") or {}
    task = tf_config.get("task") or {}
    task_type, index = task.get("type", "master"), int(task.get("index", 0))

    if not cluster:
        log("no cluster in TF_CONFIG: computing the whole sum in this process")
        total, _, _ = shard_sum(0, 1)
        return finish(total, args.job_dir, [])
    if task_type == "evaluator":
        log("evaluator: not part of the cluster, nothing to evaluate; done")
        return 0

    primaries = next((cluster[t] for t in PRIMARY_TYPES if cluster.get(t)), None)
    if not primaries:
        error("the cluster in TF_CONFIG has no master or chief")
        return 1
    workers = cluster.get("worker", [])
    log(f"TF_CONFIG: task {task_type} {index}; cluster "
        + ", ".join(f"{t}={len(a)}" for t, a in cluster.items()))

    if task_type in PRIMARY_TYPES:
        me = {"type": task_type, "index": index, "address": primaries[0]}
        return run_primary(cluster, me, workers, args.timeout, args.job_dir)
    addresses = cluster.get(task_type, [])
    if index >= len(addresses):
        error(f"task {task_type} {index} is not in the cluster")
        return 1
    me = {"type": task_type, "index": index, "address": addresses[index]}
    return run_replica(me, workers, primaries[0], args.timeout)


if __name__ == "__main__":
    sys.exit(main())
