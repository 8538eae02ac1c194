"""Multi-replica example for Trainyard (run as `python3 -m distributed.task`)."""
