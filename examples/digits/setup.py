from setuptools import find_packages, setup

setup(
    name="digits",
    version="0.1",
    description="Trainyard example: digits classifier with checkpoints and tuning metrics",
    packages=find_packages(),
    # numpy and scikit-learn come from the runtime (Debian's python3-sklearn), as the
    # libraries of an AI Platform runtime version do; nothing is fetched at install time.
    install_requires=[],
)
