from setuptools import find_packages, setup

setup(
    name="distributed",
    version="0.1",
    description="Trainyard example: replicas exchanging partial sums over TF_CONFIG ports",
    packages=find_packages(),
    install_requires=[],  # the standard library only
)
