"""Digits classifier trainer for Trainyard (run as `python3 -m trainer.task`)."""
