"""Example trainer that ignores SIGTERM (run as `python3 -m stubborn.task`)."""
