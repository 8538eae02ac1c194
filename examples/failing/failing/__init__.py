"""Example trainer that always fails (run as `python3 -m failing.task`)."""
