from setuptools import find_packages, setup

setup(
    name="failing",
    version="0.1",
    description="Trainyard example: a trainer that fails with a traceback",
    packages=find_packages(),
    install_requires=[],
)
