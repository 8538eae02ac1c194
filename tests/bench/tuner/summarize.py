"""Tuner benchmark table and acceptance gates (docs/tuning.md, docs/benchmarks.md "Tuner").

usage: /usr/bin/python3 summarize.py BASELINE.csv TRAINYARD.csv [...]

Prints, per problem, median best-so-far regret at 10/25/50 trials, the ratio to the baseline at 25
and 50, wins (seeds, same index, with strictly lower regret than the baseline) at 25 and 50, and
the mean / p95 / max wall time per suggestion. Baseline: `tpe` for methods run one at a time,
`tpe_cl_p4` for batch methods (`_p4`). Then checks the gates and exits 1 if one is missed.
"""
import csv
import statistics as st
import sys
from collections import defaultdict

CHECK = (10, 25, 50)
PROBS = ["branin", "hartmann6", "mixed", "hartmann6_noisy", "mixed10"]
ORDER = ["random", "tpe", "tpe_cl_p4", "trainyard_random", "trainyard_random_p4", "trainyard_gp", "trainyard_gp_p4"]

reg = defaultdict(lambda: defaultdict(dict))  # (problem, method) -> seed -> trial -> regret
tim = defaultdict(list)
for fn in sys.argv[1:]:
    with open(fn, newline="") as fh:
        for r in csv.DictReader(fh):
            k = (r["problem"], r["method"])
            reg[k][int(r["seed"])][int(r["trial"])] = float(r["regret"])
            tim[k].append(float(r["suggest_s"]))


def fmt(x):
    if x == 0:
        return "0"
    return "%.3g" % x if abs(x) >= 1e-3 else "%.1e" % x


def fmt_ratio(x):
    return "%.2f" % x if x >= 0.005 or x == 0 else "%.0e" % x


def p95(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]


def median_at(k, t):
    seeds = reg[k]
    return st.median(seeds[s][t] for s in seeds if t in seeds[s])


def ratio(k, base, t):
    b = median_at(base, t)
    m = median_at(k, t)
    if b == 0:
        return 0.0 if m == 0 else float("inf")
    return m / b


def wins(k, base, t):
    a, b = reg[k], reg[base]
    common = [s for s in a if s in b and t in a[s] and t in b[s]]
    return sum(a[s][t] < b[s][t] for s in common), len(common)


def baseline_of(m):
    return "tpe_cl_p4" if m.endswith("_p4") else "tpe"


for prob in PROBS:
    methods = [m for m in ORDER if (prob, m) in reg] + sorted(m for (p, m) in reg if p == prob and m not in ORDER)
    if not methods:
        continue
    print(f"\n### {prob}\n")
    print("| method | median regret @10 | @25 | @50 | @25 / base | @50 / base | wins @25, @50 | suggest mean / p95 / max |")
    print("|---|---|---|---|---|---|---|---|")
    for m in methods:
        k = (prob, m)
        meds = [median_at(k, t) for t in CHECK]
        base = (prob, baseline_of(m))
        if m == base[1] or base not in reg:
            r25 = r50 = w = "-"
        else:
            r25, r50 = fmt_ratio(ratio(k, base, 25)), fmt_ratio(ratio(k, base, 50))
            w25, n = wins(k, base, 25)
            w50, _ = wins(k, base, 50)
            w = "%d, %d /%d" % (w25, w50, n)
        t = tim[k]
        print(f"| {m} | {fmt(meds[0])} | {fmt(meds[1])} | {fmt(meds[2])} | {r25} | {r50} | {w} "
              f"| {st.mean(t)*1e3:.1f} / {p95(t)*1e3:.0f} / {max(t)*1e3:.0f} ms |")

# ------------------------------------------------------------------ gates
gates = []  # (description, measured text, ok)


def gate_ratio(method, base, prob, t, limit):
    k, b = (prob, method), (prob, base)
    if k not in reg or b not in reg:
        gates.append((f"{method} / {base} @{t} on {prob} <= {limit}", "missing data", False))
        return
    r = ratio(k, b, t)
    gates.append((f"{method} / {base} median regret @{t} on {prob} <= {limit}", "%.3g" % r, r <= limit))


for prob in ["branin", "hartmann6", "mixed", "hartmann6_noisy"]:
    gate_ratio("trainyard_gp", "tpe", prob, 25, 1.0 if prob == "hartmann6_noisy" else 0.6)
for prob in ["branin", "hartmann6", "mixed", "hartmann6_noisy"]:
    gate_ratio("trainyard_gp", "tpe", prob, 50, 0.5)
for prob in ["branin", "hartmann6", "mixed", "hartmann6_noisy"]:
    gate_ratio("trainyard_gp_p4", "tpe_cl_p4", prob, 50, 1.0 if prob == "hartmann6_noisy" else 0.6)
for prob in ["branin", "hartmann6", "mixed", "hartmann6_noisy"]:
    k, b = (prob, "trainyard_gp"), (prob, "tpe")
    if k in reg and b in reg:
        w, n = wins(k, b, 50)
        gates.append((f"trainyard_gp beats tpe @50 on {prob} on >= 14 of 20 seeds", f"{w}/{n}", n >= 20 and w >= 14))
    else:
        gates.append((f"trainyard_gp beats tpe @50 on {prob}", "missing data", False))
k = ("mixed10", "trainyard_gp")
if k in reg:
    v = p95(tim[k])
    gates.append(("trainyard_gp p95 suggest time, 10 parameters, 50 trials <= 1 s", "%.3f s" % v, v <= 1.0))
else:
    gates.append(("trainyard_gp p95 suggest time on mixed10 <= 1 s", "missing data", False))
for (prob, m), t in sorted(tim.items()):
    if m.startswith("trainyard_") and prob != "mixed10":
        v = p95(t)
        if v > 1.0:
            gates.append((f"{m} p95 suggest time on {prob} <= 1 s", "%.3f s" % v, False))

print("\n### Gates\n")
print("| gate | measured | result |")
print("|---|---|---|")
for d, v, ok in gates:
    print(f"| {d} | {v} | {'pass' if ok else '**FAIL**'} |")
failed = sum(not ok for _, _, ok in gates)
print(f"\n{len(gates) - failed} of {len(gates)} gates pass.")
sys.exit(1 if failed else 0)
