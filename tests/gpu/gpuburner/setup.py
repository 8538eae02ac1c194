# The shape AI Platform Training expects (see examples/README.md); the daemon also takes the folder as is.
from setuptools import find_packages, setup

setup(name="gpuburner", version="0.1", packages=find_packages(), description="GPU trainer for tests/gpu/nvml-proof.sh")
