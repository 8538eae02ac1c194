"""GPU trainer for tests/gpu/nvml-proof.sh: proves that the daemon's NVML figures are real.

It allocates --gib GiB on the GPU the daemon gave it (CUDA_VISIBLE_DEVICES), runs one warm-up
matrix product so that cuBLAS has its workspace (the process's GPU memory is then steady), prints
"steady", and keeps the GPU busy with bf16 matrix products for --seconds, printing progress about
once a second. Exits 0, or 2 when no GPU is visible.
Usage: python3 -m gpuburner.task [--seconds 20] [--gib 2] [--job-dir DIR]"""

import argparse
import os
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--seconds", type=float, default=20.0)
parser.add_argument("--gib", type=float, default=2.0)
args, _ = parser.parse_known_args()  # the daemon appends --job-dir; ignore what we do not know

import torch  # noqa: E402  (after argparse, so --help works without a GPU)

print(f"gpuburner pid {os.getpid()} CUDA_VISIBLE_DEVICES={os.environ.get('CUDA_VISIBLE_DEVICES')!r} "
      f"torch {torch.__version__}", flush=True)
if not torch.cuda.is_available():
    print("gpuburner: no CUDA device visible", file=sys.stderr, flush=True)
    sys.exit(2)
device = torch.device("cuda", 0)
print(f"device {torch.cuda.get_device_name(device)}", flush=True)

# The ballast: --gib GiB of bytes, touched so the driver really backs them.
ballast = torch.ones(int(args.gib * 1024**3), dtype=torch.uint8, device=device)
n = 8192
a = torch.randn(n, n, device=device, dtype=torch.bfloat16)
b = torch.randn(n, n, device=device, dtype=torch.bfloat16)
c = a @ b  # warm-up: cuBLAS allocates its workspace here
torch.cuda.synchronize()
print(f"steady: allocated {torch.cuda.memory_allocated() / 2**30:.2f} GiB, "
      f"reserved {torch.cuda.memory_reserved() / 2**30:.2f} GiB", flush=True)

start = time.monotonic()
last_report = start
products = 0
while time.monotonic() - start < args.seconds:
    for _ in range(20):  # ~20 x 1.1 TFLOP: a few ms each on an H100, so the loop stays responsive
        c = a @ b
    torch.cuda.synchronize()
    products += 20
    now = time.monotonic()
    if now - last_report >= 1.0:
        elapsed = now - start
        tflops = products * 2 * n**3 / elapsed / 1e12
        print(f"t={elapsed:5.1f}s products={products} ~{tflops:.0f} TFLOP/s", flush=True)
        last_report = now

checksum = float(c[0, 0]) + float(ballast[-1])
print(f"done: {products} products of {n}x{n} bf16 in {time.monotonic() - start:.1f}s (checksum {checksum:.3g})",
      flush=True)
