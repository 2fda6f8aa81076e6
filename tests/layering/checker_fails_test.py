#!/usr/bin/env python3
"""Proves check_layers.py can fail: on a temporary copy of the tree, each injected include
that goes up (or sideways to a peer), an unplaced folder, a basename used twice and a stale `allow` line must each
make it exit 1 naming the place; the untouched copy must pass."""
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parents[1]
CHECKER = HERE / "check_layers.py"


def copy_tree(into):
    for part in ("src", "include"):
        shutil.copytree(ROOT / part, into / part)
    (into / "cmake").mkdir()
    shutil.copy(ROOT / "cmake" / "layers.txt", into / "cmake" / "layers.txt")


def run(root):
    r = subprocess.run([sys.executable, str(CHECKER), str(root)], capture_output=True, text=True)
    return r.returncode, r.stderr


def inject(path, line):
    text = path.read_text()
    path.write_text(line + "\n" + text)


def case(name, mutate, expect):
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        copy_tree(root)
        mutate(root)
        rc, err = run(root)
        if rc != 1 or expect not in err:
            print(f"FAIL {name}: exit {rc}, wanted 1 and {expect!r} in:\n{err}")
            return False
        print(f"ok   {name}")
        return True


def main():
    with tempfile.TemporaryDirectory() as tmp:
        copy_tree(pathlib.Path(tmp))
        rc, err = run(pathlib.Path(tmp))
        if rc != 0:
            print(f"FAIL the untouched copy does not pass (exit {rc}):\n{err}")
            return 1
    table = lambda root: root / "cmake" / "layers.txt"
    cases = [
        ("model includes cli", lambda r: inject(r / "src/model/bytes.cpp", '#include "cli/app.h"'),
         'src/model/bytes.cpp:1: model (rank 1) includes "cli/app.h" of a higher layer, cli'),
        ("load includes render", lambda r: inject(r / "src/load/typed_values.h", '#include "brief/render.h"'),
         'src/load/typed_values.h:1: load (rank 2) includes "brief/render.h"'),
        ("a public header includes upward",
         lambda r: inject(r / "include/brief/profile.h", '#include "brief/rules.h"'),
         'include/brief/profile.h:1: model (rank 1) includes "brief/rules.h"'),
        ("load includes its peer inspect", lambda r: inject(r / "src/load/typed_values.cpp", '#include "inspect/error.h"'),
         "of a peer layer, inspect"),
        ("a folder the table does not place", lambda r: (r / "src/extras").mkdir(),
         "src/extras/: no layer"),
        ("a basename used in two layers",
         lambda r: shutil.copy(r / "src/model/bytes.cpp", r / "src/render/bytes.cpp"),
         "src/render/bytes.cpp: the basename bytes.cpp is also src/model/bytes.cpp"),
        ("a stale allow line",
         lambda r: table(r).write_text(table(r).read_text() + "allow src/model/bytes.cpp cli/app.h\n"),
         "`allow src/model/bytes.cpp cli/app.h` is no longer needed"),
    ]
    results = [case(*c) for c in cases]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
