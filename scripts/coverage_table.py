#!/usr/bin/env python3
"""Per-src/-folder line and branch coverage from a gcovr JSON report.

    coverage_table.py REPORT.json                       print the Markdown table
    coverage_table.py REPORT.json --write docs/coverage.md
        replace the text between the table markers in that file
    coverage_table.py REPORT.json --uncovered src/rules
        list the uncovered lines of one folder, file:line, for reading one by one
"""
import collections
import json
import sys

BEGIN = "<!-- coverage-table:begin -->"
END = "<!-- coverage-table:end -->"


def folder_of(path):
    parts = path.split("/")
    # src/main.cpp sits in no folder; it is reported under its own name.
    return "/".join(parts[:2]) + ("/" if len(parts) > 2 else "")


def tally(report):
    per = collections.OrderedDict()
    for f in sorted(report["files"], key=lambda f: f["file"]):
        c = per.setdefault(folder_of(f["file"]), [0, 0, 0, 0])
        for line in f["lines"]:
            if line.get("gcovr/noncode"):
                continue
            c[0] += 1
            c[1] += line["count"] > 0
            for b in line.get("branches", []):
                c[2] += 1
                c[3] += b["count"] > 0
    return per


def pct(hit, total):
    return "n/a" if total == 0 else f"{100.0 * hit / total:.1f}%"


def table(per):
    rows = ["| folder | lines | lines % | branches | branches % |",
            "|---|---:|---:|---:|---:|"]
    tot = [0, 0, 0, 0]
    for name, (lt, lh, bt, bh) in per.items():
        rows.append(f"| {name} | {lh}/{lt} | {pct(lh, lt)} | {bh}/{bt} | {pct(bh, bt)} |")
        tot = [a + b for a, b in zip(tot, (lt, lh, bt, bh))]
    lt, lh, bt, bh = tot
    rows.append(f"| **all of src/** | {lh}/{lt} | {pct(lh, lt)} | {bh}/{bt} | {pct(bh, bt)} |")
    return "\n".join(rows)


def write(path, text):
    with open(path, encoding="utf-8") as f:
        doc = f.read()
    start, stop = doc.find(BEGIN), doc.find(END)
    if start < 0 or stop < start:
        sys.exit(f"coverage: {path} has no {BEGIN} ... {END} markers")
    doc = doc[:start + len(BEGIN)] + "\n" + text + "\n" + doc[stop:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(doc)


def uncovered(report, folder):
    for f in sorted(report["files"], key=lambda f: f["file"]):
        if not f["file"].startswith(folder.rstrip("/") + "/"):
            continue
        for line in f["lines"]:
            if not line.get("gcovr/noncode") and line["count"] == 0:
                print(f'{f["file"]}:{line["line_number"]}')


def main(argv):
    with open(argv[1], encoding="utf-8") as f:
        report = json.load(f)
    if len(argv) == 4 and argv[2] == "--uncovered":
        uncovered(report, argv[3])
        return
    text = table(tally(report))
    if len(argv) == 4 and argv[2] == "--write":
        write(argv[3], text)
    elif len(argv) == 2:
        print(text)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
