"""The cloudml-hypertune metric file protocol, without the cloudml-hypertune package.

The tuning service reads the file named by CLOUD_ML_HP_METRIC_FILE. Like the original
library, this keeps the last 100 reports in memory and rewrites the whole file on every
report: one JSON object per line, keys sorted, every value a string except the timestamp.
"""

import collections
import json
import os
import time

DEFAULT_METRIC_PATH = "/tmp/hypertune/output.metrics"
DEFAULT_METRIC_TAG = "training/hptuning/metric"
MAX_REPORTS = 100


class HyperTune:
    def __init__(self):
        self.metric_path = os.environ.get("CLOUD_ML_HP_METRIC_FILE", DEFAULT_METRIC_PATH)
        parent = os.path.dirname(self.metric_path)
        if parent:
            os.makedirs(parent, exist_ok=True)
        self.trial_id = os.environ.get("CLOUD_ML_TRIAL_ID", "0")
        self.reports = collections.deque(maxlen=MAX_REPORTS)

    def report_hyperparameter_tuning_metric(self, hyperparameter_metric_tag, metric_value,
                                            global_step=None):
        self.reports.append({
            "timestamp": time.time(),
            "trial": str(self.trial_id),
            (hyperparameter_metric_tag or DEFAULT_METRIC_TAG): str(float(metric_value)),
            "global_step": str(int(global_step) if global_step else 0),
        })
        with open(self.metric_path, "w") as f:
            for report in self.reports:
                f.write(json.dumps(report, sort_keys=True) + "\n")
