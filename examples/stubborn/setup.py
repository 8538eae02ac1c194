from setuptools import find_packages, setup

setup(
    name="stubborn",
    version="0.1",
    description="Trainyard example: a trainer that ignores SIGTERM and must be killed",
    packages=find_packages(),
    install_requires=[],
)
