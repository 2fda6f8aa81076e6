#!/usr/bin/env python3
"""Checks every #include of src/ and include/brief against the layer table cmake/layers.txt.

A file may include headers of its own layer or of a layer with a lower rank. An include of a
higher or same-rank other layer fails, named file:line. So does a folder under src/ or a
header under include/brief that the table does not place, and an `allow` line of the table
whose include is no longer in the tree (the temporary exception is then ready to delete).
A file's basename is unique across src/ and include/brief, so a name says where a thing lives
(`load/schema_findings.cpp`, not a second `findings.cpp`).

Usage: check_layers.py [ROOT]   (ROOT: the source tree, default the one holding this script)
Exit: 0 clean, 1 violations, 2 the table itself is unreadable.
"""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def read_table(path):
    """Returns ({layer: rank}, {src folder: layer}, {brief header: layer}, [(file, header)])."""
    ranks, folders, headers, allows = {}, {}, {}, []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        cols = line.split()
        if not cols or cols[0].startswith("#"):
            continue
        if cols[0] == "allow" and len(cols) == 3:
            allows.append((cols[1], cols[2]))
            continue
        if len(cols) != 5 or not cols[0].isdigit():
            raise ValueError(f"{path}:{number}: a layer row is `rank layer folders headers deps`")
        rank, layer = int(cols[0]), cols[1]
        ranks[layer] = rank
        for folder in cols[2].split(","):
            folders[folder] = layer
        if cols[3] != "-":
            for header in cols[3].split(","):
                if header in headers:
                    raise ValueError(f"{path}:{number}: brief/{header} is placed twice")
                headers[header] = layer
    return ranks, folders, headers, allows


def layer_of_include(target, folders, headers):
    """The layer owning an include target ("load/x.h", "brief/load.h"); None if not brief's."""
    first, _, rest = target.partition("/")
    if first == "brief":
        return headers.get(rest, "?unplaced")
    return folders.get(first)


def check(root):
    ranks, folders, headers, allows = read_table(root / "cmake" / "layers.txt")
    problems = []
    for folder in sorted(p.name for p in (root / "src").iterdir() if p.is_dir()):
        if folder not in folders:
            problems.append(f"src/{folder}/: no layer in cmake/layers.txt; add it to the table")
    for header in sorted(p.name for p in (root / "include" / "brief").glob("*.h")):
        if header not in headers:
            problems.append(f"include/brief/{header}: no layer owns it in cmake/layers.txt")

    files = sorted((root / "src").rglob("*.[ch]*")) + sorted((root / "include" / "brief").glob("*.h"))
    seen = {}
    for path in files:
        rel = path.relative_to(root).as_posix()
        if path.name in seen:
            problems.append(f"{rel}: the basename {path.name} is also {seen[path.name]}; "
                            "give one a name that says its layer's concept")
        else:
            seen[path.name] = rel
    used_allows = set()
    for path in files:
        rel = path.relative_to(root).as_posix()
        parts = rel.split("/")
        if parts[0] == "include":
            layer = headers.get(parts[-1])
        elif len(parts) == 2:
            continue  # src/main.cpp: the executable, above every layer
        else:
            layer = folders.get(parts[1])
        if layer is None:
            continue  # reported above as unplaced
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = m.group(1)
            to = layer_of_include(target, folders, headers)
            if to is None or to == layer:
                continue
            if to == "?unplaced":
                continue  # the unplaced header is reported once, above
            if ranks[to] < ranks[layer]:
                continue
            if (rel, target) in allows:
                used_allows.add((rel, target))
                continue
            how = "a peer" if ranks[to] == ranks[layer] else "a higher"
            problems.append(f"{rel}:{number}: {layer} (rank {ranks[layer]}) includes \"{target}\" "
                            f"of {how} layer, {to} (rank {ranks[to]}); see cmake/layers.txt")
    for rel, target in allows:
        if (rel, target) not in used_allows:
            problems.append(f"cmake/layers.txt: `allow {rel} {target}` is no longer needed "
                            "(the include is gone or allowed): delete the line")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
    try:
        problems = check(root)
    except (OSError, ValueError) as e:
        print(f"check_layers: {e}", file=sys.stderr)
        return 2
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"check_layers: {len(problems)} layering problem(s)", file=sys.stderr)
        return 1
    print("check_layers: every include goes down the layer table")
    return 0


if __name__ == "__main__":
    sys.exit(main())
