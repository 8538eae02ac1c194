"""A trainer that really uses an NVIDIA GPU, for tests/gpu/nvml-proof.sh."""
