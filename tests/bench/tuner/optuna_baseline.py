"""Optuna baseline for tests/bench/tuner/run.sh: random / TPE / TPE with constant liar (batch of 4).

A trimmed copy of tuning-bench/bench_py.py (docs/tuning.md cites it): only the Optuna methods the
tuner benchmark compares with. Same problems (problems.py), tuner-bench's CSV schema:
  method,problem,seed,trial,value,regret,suggest_s,on_bound,corner
value = observed value; regret = noise-free value of the incumbent (trial with the best observed
value so far) minus the optimum; on_bound / corner: 1 when the trial has a numeric parameter on a
bound / every DOUBLE one on a bound (problems.on_bound, at_corner). Batch methods (p=4) ask 4
suggestions before telling any result; the batch's suggest time is split evenly over its 4 trials.

usage: /usr/bin/python3 optuna_baseline.py tpe,tpe_cl_p4[,random] OUT.csv [SEEDS] [PROBLEMS]
Needs python3-optuna (Debian bookworm: 3.1.0) and numpy. JOBS=2 worker processes by default.
"""
import os
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
import csv, math, sys, time, warnings
from multiprocessing import Pool

import numpy as np
import optuna

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import problems as P

optuna.logging.set_verbosity(optuna.logging.WARNING)
warnings.filterwarnings("ignore", category=UserWarning)
try:
    warnings.filterwarnings("ignore", category=optuna.exceptions.ExperimentalWarning)
except AttributeError:
    pass

BUDGET = 50


def make_objective(prob, seed):
    """Returns obj(p) -> (true_value, observed_value)."""
    sd = prob.get("noise", 0.0)
    rng = np.random.default_rng(10_000 + seed)
    def obj(p):
        v = prob["f"](p)
        return v, (v + rng.normal(0.0, sd) if sd > 0 else v)
    return obj


def _suggest(trial, space):
    p = {}
    for k, s in space.items():
        if s[0] == "double":
            p[k] = trial.suggest_float(k, s[1], s[2], log=(s[3] == "log"))
        elif s[0] == "int":
            p[k] = trial.suggest_int(k, s[1], s[2])
        else:
            p[k] = trial.suggest_categorical(k, s[1])
    return p


def run_optuna(prob, seed, sampler_name, batch):
    if sampler_name == "random":
        sampler = optuna.samplers.RandomSampler(seed=seed)
    elif sampler_name == "tpe":
        sampler = optuna.samplers.TPESampler(seed=seed)
    elif sampler_name == "tpe_cl":
        sampler = optuna.samplers.TPESampler(seed=seed, constant_liar=True)
    else:
        raise ValueError(sampler_name)
    study = optuna.create_study(direction="minimize", sampler=sampler)
    obj = make_objective(prob, seed)
    rows = []
    while len(rows) < BUDGET:
        n = min(batch, BUDGET - len(rows))
        t0 = time.perf_counter()
        pend = []
        for _ in range(n):
            tr = study.ask()
            pend.append((tr, _suggest(tr, prob["space"])))
        dt = (time.perf_counter() - t0) / n
        for tr, p in pend:
            v, vo = obj(p)
            study.tell(tr, vo)
            rows.append((v, vo, dt, P.on_bound(prob["space"], p), P.at_corner(prob["space"], p)))
    return rows


METHODS = {
    "random": lambda pr, s: run_optuna(pr, s, "random", 1),
    "tpe": lambda pr, s: run_optuna(pr, s, "tpe", 1),
    "tpe_cl_p4": lambda pr, s: run_optuna(pr, s, "tpe_cl", 4),
}


def job(args):
    method, pname, seed = args
    prob = next(p for p in P.PROBLEMS if p["name"] == pname)
    rows = METHODS[method](prob, seed)
    out, best_obs, inc_true = [], math.inf, math.inf
    for i, (v, vo, dt, bound, corner) in enumerate(rows):
        if vo < best_obs:           # incumbent = best observed value
            best_obs, inc_true = vo, v
        out.append((method, pname, seed, i + 1, vo, inc_true - prob["fopt"], dt, int(bound), int(corner)))
    return out


if __name__ == "__main__":
    methods = sys.argv[1].split(",")
    outfile = sys.argv[2]
    seeds = range(int(sys.argv[3]) if len(sys.argv) > 3 else 20)
    probs = sys.argv[4].split(",") if len(sys.argv) > 4 else [p["name"] for p in P.PROBLEMS]
    jobs = [(m, p, s) for m in methods for p in probs for s in seeds]
    with Pool(int(os.environ.get("JOBS", "2"))) as pool, open(outfile, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["method", "problem", "seed", "trial", "value", "regret", "suggest_s", "on_bound", "corner"])
        # imap (ordered), not imap_unordered: the pinned file should not depend on scheduling.
        for rows in pool.imap(job, jobs):
            # 7 significant digits (3 for times) keep the pinned file small; medians and win counts
            # do not notice.
            w.writerows((m, p, s, t, "%.7g" % v, "%.7g" % r, "%.3g" % dt, b, c) for m, p, s, t, v, r, dt, b, c in rows)
