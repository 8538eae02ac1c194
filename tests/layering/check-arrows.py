#!/usr/bin/env python3
"""The "never" rules of docs/architecture.md, checked on every #include of the product code.

Usage: check-arrows.py SOURCE_DIR QT_INCLUDE_DIR

The include roots (cmake/TrainyardIncludeRoot.cmake) already make most forbidden includes fail to
compile; this check also covers what a compiler cannot see: a Qt module a library could reach through
a library it links (the models reach QtWidgets through nothing today, but a spec header including
<QWidget> would compile in the console), an include that climbs out of its folder with "../", and the
rules' own table, which a reader can compare with the architecture. It prints every violation as
"file:line: include: rule" and exits 1 if there is one.
"""

import os
import re
import sys

PROJECT = ("spec", "models", "tuner", "daemon", "client", "console", "ui")

# folder -> (project include prefixes it never uses, Qt modules it never includes, why).
# The first matching folder wins, so models/spec comes before models.
RULES = [
    ("models/spec", ("models", "tuner", "daemon", "client", "console", "ui"),
     ("QtWidgets", "QtGui", "QtNetwork", "QtCharts"),
     "spec is the vocabulary everyone shares: Qt Core, no widgets, no networking, nothing of the others"),
    ("models", ("tuner", "daemon", "client", "console", "ui"),
     ("QtWidgets", "QtNetwork", "QtCharts"),
     "the models show spec records; they never reach a backend or a widget"),
    ("services/tuner", ("models", "daemon", "client", "console", "ui"),
     ("QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtCharts"),
     "the tuner is pure computation on spec types: no Qt, nothing of the others"),
    ("services/daemon", ("models", "client", "console", "ui"),
     ("QtWidgets", "QtGui", "QtCharts"),
     "the daemon is headless and speaks to the console only over HTTP: spec and tuner only"),
    ("app/daemon", ("models", "client", "console", "ui"),
     ("QtWidgets", "QtGui", "QtCharts"),
     "trainyardd is the daemon's command line: no console code"),
    ("services/client", ("models", "daemon", "console", "ui"),
     ("QtWidgets", "QtCharts"),
     "the client is how the console talks to backends: networking on spec, no widgets"),
    ("services/console", ("daemon", "ui"),
     ("QtWidgets", "QtCharts"),
     "the console layer is the console's logic without widgets"),
    ("ui", ("daemon", "tuner"),
     ("QtNetwork",),
     "the widgets never speak HTTP nor link the daemon: they go through the console layer and the client"),
]

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def qt_modules(qt_include_dir):
    """Header name -> Qt module, for the modules the rules name (<QWidget> -> QtWidgets)."""
    owner = {}
    for module in ("QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtCharts"):
        folder = os.path.join(qt_include_dir, module)
        if not os.path.isdir(folder):
            sys.exit(f"check-arrows: no {module} under {qt_include_dir}")
        owner[module] = module
        for name in os.listdir(folder):
            owner.setdefault(name, module)
            owner.setdefault(f"{module}/{name}", module)
    return owner


def rule_for(path):
    for folder, prefixes, modules, why in RULES:
        if path == folder or path.startswith(folder + "/"):
            return folder, prefixes, modules, why
    return None


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root, qt_include_dir = sys.argv[1], sys.argv[2]
    owner = qt_modules(qt_include_dir)
    violations = []
    checked = 0
    for top in ("app", "models", "services", "ui"):
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.relpath(os.path.join(folder, name), root)
                rule = rule_for(path)
                with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
                    lines = f.readlines()
                for number, line in enumerate(lines, 1):
                    match = INCLUDE.match(line)
                    if not match:
                        continue
                    checked += 1
                    quote, header = match.groups()
                    where = f"{path}:{number}: {quote}{header}{'>' if quote == '<' else quote}"
                    if quote == '"' and ".." in header.split("/"):
                        violations.append(f"{where}: climbs out of its folder; include through the "
                                          "library's root (\"prefix/header.h\")")
                        continue
                    if rule is None:
                        continue
                    folder_name, prefixes, modules, why = rule
                    first = header.split("/")[0]
                    if quote == '"' and "/" in header and first in prefixes:
                        violations.append(f"{where}: {folder_name} never includes {first}/ ({why})")
                    module = owner.get(header) if quote == "<" else None
                    if module in modules:
                        violations.append(f"{where}: {folder_name} never includes {module} ({why})")
    for v in violations:
        print(v)
    print(f"check-arrows: {checked} includes checked, {len(violations)} against the rules")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
