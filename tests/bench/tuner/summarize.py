"""Tuner benchmark table and acceptance gates (docs/tuning.md, docs/benchmarks.md "Tuner", issue 20).

usage: /usr/bin/python3 summarize.py CSV [CSV...]

Reads rows in tuner-bench's schema (method,problem,seed,trial,value,regret,suggest_s,on_bound,corner;
files without the last two columns still read, their boundary figures show as "-"). A file's rows
for a (problem, method) already read from an earlier file replace them, so pass the pinned baseline
first and a fresh Optuna run after it when both are at hand.

Prints, per problem, median best-so-far regret at 10/25/50 trials, the ratio to TPE's at 25 and 50,
wins (seeds, same index, with strictly lower regret than TPE's) at 25 and 50, the share of trials on a
bound of the box, the trials at a corner (all seeds together, and the most in one seed), and the mean
/ p95 / max wall time per suggestion. Baseline: `tpe` for methods run one at a time, `tpe_cl_p4` for
batch methods (`_p4`). Then the gates (below), and exits 1 if one is missed.
"""
import csv
import statistics as st
import sys
from collections import defaultdict

CHECK = (10, 25, 50)
# The four problems of docs/tuning.md, the three with optima inside the box (issue 20), the timing case.
PROBS = ["branin", "hartmann6", "mixed", "hartmann6_noisy", "levy4", "rosenbrock4", "styblinski5", "mixed10"]
GATED = PROBS[:-1]
ORDER = ["random", "tpe", "tpe_cl_p4", "trainyard_random", "trainyard_random_p4", "trainyard_gp",
         "trainyard_gp_randfirst", "trainyard_gp_p4"]
# The methods gated like trainyard_gp: with its first trial drawn at random, no problem may owe its
# lead to a trial at the centre alone.
GP_METHODS = ["trainyard_gp", "trainyard_gp_randfirst"]
RANDOM = "trainyard_random"  # the boundary share's reference: random search, run in the same run
TIMING = ("mixed10", "trainyard_gp")  # 10 parameters; run.sh runs it to 200 trials
TIMING_FROM = 151  # the timing gate reads the suggestions of trials 151-200: "at 200 trials"

reg = defaultdict(lambda: defaultdict(dict))  # (problem, method) -> seed -> trial -> regret
bound = defaultdict(lambda: defaultdict(dict))  # (problem, method) -> seed -> trial -> (on_bound, corner)
tim = defaultdict(list)  # (problem, method) -> [suggest_s]
late = defaultdict(list)  # (problem, method) -> [suggest_s of trials >= TIMING_FROM]
for fn in sys.argv[1:]:
    seen = set()
    with open(fn, newline="") as fh:
        for r in csv.DictReader(fh):
            k = (r["problem"], r["method"])
            if k not in seen:  # a later file's rows replace an earlier file's
                seen.add(k)
                for table in (reg, bound, tim, late):
                    table.pop(k, None)
            s, t = int(r["seed"]), int(r["trial"])
            reg[k][s][t] = float(r["regret"])
            if r.get("on_bound") not in (None, ""):
                bound[k][s][t] = (int(r["on_bound"]), int(r["corner"]))
            tim[k].append(float(r["suggest_s"]))
            if t >= TIMING_FROM:
                late[k].append(float(r["suggest_s"]))


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
    values = [seeds[s][t] for s in seeds if t in seeds[s]]
    return st.median(values) if values else float("nan")


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


def boundary(k):
    """(share of trials on a bound, corner trials in all, most corner trials in one seed) or None."""
    seeds = bound.get(k)
    if not seeds:
        return None
    trials = [v for s in seeds for v in seeds[s].values()]
    corners = [sum(c for _, c in seeds[s].values()) for s in seeds]
    return sum(b for b, _ in trials) / len(trials), sum(corners), max(corners)


def baseline_of(m):
    return "tpe_cl_p4" if m.endswith("_p4") else "tpe"


for prob in PROBS:
    methods = [m for m in ORDER if (prob, m) in reg] + sorted(m for (p, m) in reg if p == prob and m not in ORDER)
    if not methods:
        continue
    print(f"\n### {prob}\n")
    print("| method | median regret @10 | @25 | @50 | @25 / base | @50 / base | wins @25, @50 "
          "| on a bound | corners (all, most in a seed) | suggest mean / p95 / max |")
    print("|---|---|---|---|---|---|---|---|---|---|")
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
        b = boundary(k)
        share, corners = ("%.0f%%" % (100 * b[0]), "%d, %d" % (b[1], b[2])) if b else ("-", "-")
        t = tim[k]
        print(f"| {m} | {fmt(meds[0])} | {fmt(meds[1])} | {fmt(meds[2])} | {r25} | {r50} | {w} | {share} | {corners} "
              f"| {st.mean(t)*1e3:.1f} / {p95(t)*1e3:.0f} / {max(t)*1e3:.0f} ms |")

# ------------------------------------------------------------------ gates
gates = []  # (description, measured text, ok)


def gate_ratio(method, base, prob, t, limit):
    k, b = (prob, method), (prob, base)
    if k not in reg or b not in reg:
        gates.append((f"{method} / {base} median regret @{t} on {prob} <= {limit}", "missing data", False))
        return
    r = ratio(k, b, t)
    gates.append((f"{method} / {base} median regret @{t} on {prob} <= {limit}", "%.3g" % r, r <= limit))


def gate_wins(method, prob):
    k, b = (prob, method), (prob, "tpe")
    if k not in reg or b not in reg:
        gates.append((f"{method} beats tpe @50 on {prob} on >= 14 of 20 seeds", "missing data", False))
        return
    w, n = wins(k, b, 50)
    gates.append((f"{method} beats tpe @50 on {prob} on >= 14 of 20 seeds", f"{w}/{n}", n >= 20 and w >= 14))


def gate_boundary(method, prob):
    desc = f"{method} share of trials on a bound on {prob} <= {RANDOM}'s + 10 points"
    m, r = boundary((prob, method)), boundary((prob, RANDOM))
    if m is None or r is None:
        gates.append((desc, "missing data", False))
        return
    gates.append((desc, "%.0f%% vs %.0f%%" % (100 * m[0], 100 * r[0]), m[0] <= r[0] + 0.10 + 1e-12))


for method in GP_METHODS:
    for prob in GATED:
        # Noisy Hartmann6 keeps its relaxed gate at 25 trials (docs/tuning.md): with noise of 3% of its
        # range, the first 25 trials mostly measure the noise.
        gate_ratio(method, "tpe", prob, 25, 1.0 if prob == "hartmann6_noisy" else 0.6)
        gate_ratio(method, "tpe", prob, 50, 0.5)
        gate_wins(method, prob)
        gate_boundary(method, prob)
for prob in GATED:
    if (prob, "trainyard_gp_p4") in reg or prob in GATED[:4]:
        gate_ratio("trainyard_gp_p4", "tpe_cl_p4", prob, 50, 1.0 if prob == "hartmann6_noisy" else 0.6)
if TIMING in late:
    v = p95(late[TIMING])
    gates.append((f"trainyard_gp p95 suggest time, 10 parameters, trials {TIMING_FROM}-200 <= 1 s", "%.3f s" % v, v <= 1.0))
else:
    gates.append(("trainyard_gp p95 suggest time, 10 parameters, 200 trials <= 1 s", "missing data", False))
for (prob, m), t in sorted(tim.items()):
    if m.startswith("trainyard_") and (prob, m) != TIMING:
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
