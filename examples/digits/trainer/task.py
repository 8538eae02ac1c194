"""Train scikit-learn's digits classifier one epoch at a time.

    python3 -m trainer.task --job-dir DIR [--epochs 10] [--learning_rate 0.01]
        [--alpha 0.0001] [--hidden_units 64] [--epoch-seconds 0] [--hypertune-tag TAG]

After every epoch: a progress line on stdout, a checkpoint in DIR/checkpoint.pkl, a
hypertune metric report and TensorBoard scalars (train/ loss and accuracy, validation/
accuracy, with the epoch as the step) in DIR, or in AIP_TENSORBOARD_LOG_DIR when Vertex sets it. A run that finds a checkpoint resumes after it. SIGTERM stops
the run once the current epoch's checkpoint is written, with exit code 143.

As a trial of a hyperparameter-tuning job (CLOUD_ML_TRIAL_ID set, or TF_CONFIG's
task.trial), DIR is DIR/<trial id>: trials running side by side never resume from each
other's checkpoints (Google's samples do the same).
"""

import argparse
import json
import os
import pickle
import signal
import sys
import time

from trainer.eventwriter import EventWriter
from trainer.hypertune import HyperTune

SIGTERM_EXIT_CODE = 143  # 128 + SIGTERM, what a shell reports for a job killed by TERM
stop_requested = False


def log(*args):
    print(*args, flush=True)


def warn(message):
    print("WARNING: " + message, file=sys.stderr, flush=True)


def on_sigterm(signum, frame):
    # Only note it: the training loop stops at the next point where the checkpoint is whole.
    global stop_requested
    stop_requested = True


def parse_args(argv):
    # allow_abbrev=False so an unknown flag is never taken as the prefix of a known one.
    parser = argparse.ArgumentParser(prog="trainer.task", allow_abbrev=False)
    parser.add_argument("--job-dir", "--job_dir", dest="job_dir", required=True,
                        help="where checkpoint.pkl and model.pkl are written")
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--learning_rate", type=float, default=0.01)
    parser.add_argument("--alpha", type=float, default=0.0001, help="L2 penalty")
    parser.add_argument("--hidden_units", type=int, default=64)
    parser.add_argument("--epoch-seconds", dest="epoch_seconds", type=float, default=0.0,
                        help="extra sleep after each epoch, to make a run last")
    parser.add_argument("--hypertune-tag", dest="hypertune_tag",
                        default=os.environ.get("CLOUD_ML_HP_METRIC_TAG") or "accuracy")
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        warn("ignoring unknown arguments: " + " ".join(unknown))
    return args


def trial_id():
    """The tuning trial this process is, or "" outside hyperparameter tuning."""
    trial = os.environ.get("CLOUD_ML_TRIAL_ID", "")
    if not trial:
        try:
            trial = str(json.loads(os.environ.get("TF_CONFIG") or "{}").get("task", {}).get("trial", "") or "")
        except (ValueError, AttributeError):
            trial = ""
    return trial


def output_dir(job_dir):
    """Where this run keeps its checkpoint and model: job_dir, or job_dir/<trial id> for a trial."""
    trial = trial_id()
    return os.path.join(job_dir, trial) if trial else job_dir


def tensorboard_dir(out_dir):
    """Where the event files go: Vertex names a folder per job (or per trial); otherwise out_dir."""
    return os.environ.get("AIP_TENSORBOARD_LOG_DIR") or out_dir


def write_atomically(path, obj):
    """Pickle obj to path so that a reader (or a resumed run) never sees half a file."""
    tmp = f"{path}.tmp{os.getpid()}"
    try:
        with open(tmp, "wb") as f:
            pickle.dump(obj, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def interruptible_sleep(seconds):
    # Short naps, so that SIGTERM does not have to wait for the whole sleep.
    deadline = time.monotonic() + seconds
    while not stop_requested and time.monotonic() < deadline:
        time.sleep(min(0.05, deadline - time.monotonic()))


def stop_on_sigterm():
    if stop_requested:
        log("received SIGTERM, stopping after checkpoint")
        sys.exit(SIGTERM_EXIT_CODE)


def main(argv=None):
    # Installed before the slow scikit-learn import, so an early SIGTERM is handled too.
    signal.signal(signal.SIGTERM, on_sigterm)
    args = parse_args(sys.argv[1:] if argv is None else argv)

    import numpy as np
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split
    from sklearn.neural_network import MLPClassifier

    warn("this example trains on the CPU with scikit-learn; accelerators are not used")
    out_dir = output_dir(args.job_dir)
    os.makedirs(out_dir, exist_ok=True)
    checkpoint_path = os.path.join(out_dir, "checkpoint.pkl")
    model_path = os.path.join(out_dir, "model.pkl")

    digits = load_digits()
    x_train, x_test, y_train, y_test = train_test_split(
        digits.data / 16.0, digits.target, test_size=0.25, random_state=0)
    classes = np.unique(digits.target)

    first_epoch = 1
    if os.path.exists(checkpoint_path):
        with open(checkpoint_path, "rb") as f:
            checkpoint = pickle.load(f)
        model = checkpoint["model"]
        first_epoch = checkpoint["epoch"] + 1
        log(f"resuming from epoch {first_epoch} (checkpoint after epoch {checkpoint['epoch']})")
    else:
        model = MLPClassifier(hidden_layer_sizes=(args.hidden_units,),
                              learning_rate_init=args.learning_rate, alpha=args.alpha,
                              random_state=0)
    stop_on_sigterm()

    hpt = HyperTune()
    # One run folder each, as Keras' TensorBoard callback does; a resumed run adds a new file to each.
    logs = tensorboard_dir(out_dir)
    train_events = EventWriter(os.path.join(logs, "train"))
    validation_events = EventWriter(os.path.join(logs, "validation"))
    for epoch in range(first_epoch, args.epochs + 1):
        model.partial_fit(x_train, y_train, classes=classes)  # one pass over the data
        accuracy = model.score(x_test, y_test)
        log(f"epoch {epoch}/{args.epochs} accuracy={accuracy:.4f} loss={model.loss_:.4f}")
        train_events.add_scalar("loss", model.loss_, step=epoch)
        train_events.add_scalar("accuracy", model.score(x_train, y_train), step=epoch)
        validation_events.add_scalar("accuracy", accuracy, step=epoch)
        write_atomically(checkpoint_path, {"model": model, "epoch": epoch})
        hpt.report_hyperparameter_tuning_metric(args.hypertune_tag, accuracy, global_step=epoch)
        stop_on_sigterm()
        interruptible_sleep(args.epoch_seconds)
        stop_on_sigterm()

    train_events.close()
    validation_events.close()
    write_atomically(model_path, model)
    log(f"saved model to {model_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
