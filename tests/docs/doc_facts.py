#!/usr/bin/env python3
"""Docs that agree with the tool, checked against the built brief:

1. every rule code written in README.md, docs/*.md and docs/brief.1 is a code of
   `brief rules --format json` (a suppression example naming no rule fails here);
2. every block of example output preceded by `<!-- output of: COMMAND -->` is what COMMAND
   prints on standard output, run by sh in a fresh folder holding an empty profiles/, with
   the built brief first on PATH and NO_COLOR set. In the expected block a line `...` stands
   for any number of lines, and a line ending in `...` for any rest of that line.

Usage: doc_facts.py SOURCE_DIR BRIEF_BINARY. Exit 1 on the first list of disagreements.
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile


def documents(src):
    return [os.path.join(src, "README.md"), os.path.join(src, "docs", "brief.1")] + sorted(
        glob.glob(os.path.join(src, "docs", "*.md")))


def matches(expected, actual):
    """expected: lines with `...` wildcards; actual: lines."""
    def go(i, j):
        if i == len(expected):
            return j == len(actual)
        e = expected[i]
        if e == "...":
            return any(go(i + 1, k) for k in range(j, len(actual) + 1))
        if j == len(actual):
            return False
        if e.endswith("...") and actual[j].startswith(e[:-3]):
            return go(i + 1, j + 1)
        return e == actual[j] and go(i + 1, j + 1)
    return go(0, 0)


def main():
    src, brief = sys.argv[1], os.path.abspath(sys.argv[2])
    rules = json.loads(subprocess.run([brief, "rules", "--format", "json"], capture_output=True, text=True,
                                      check=True).stdout)
    known = {r["code"] for r in rules}
    problems = []
    outputs = 0
    for path in documents(src):
        text = open(path, encoding="utf-8").read()
        rel = os.path.relpath(path, src)
        for m in re.finditer(r"\bB[A-Z][0-9]{3}\b", text):
            if m.group(0) not in known:
                line = text.count("\n", 0, m.start()) + 1
                problems.append(f"{rel}:{line}: {m.group(0)} is not a rule code of `brief rules`")
        for m in re.finditer(r"<!-- output of: (.*?) -->\n```[a-z]*\n(.*?)```", text, re.S):
            outputs += 1
            command, expected = m.group(1), m.group(2).rstrip("\n").split("\n")
            env = dict(os.environ, NO_COLOR="1", PATH=os.path.dirname(brief) + os.pathsep + os.environ["PATH"])
            env.pop("GITHUB_ACTIONS", None)
            with tempfile.TemporaryDirectory(prefix="brief-doc-facts-") as work:
                os.mkdir(os.path.join(work, "profiles"))
                run = subprocess.run(["sh", "-c", command], cwd=work, env=env, capture_output=True, text=True)
            actual = run.stdout.rstrip("\n").split("\n")
            if not matches(expected, actual):
                line = text.count("\n", 0, m.start()) + 1
                problems.append(f"{rel}:{line}: the output of `{command}` differs from the docs:\n"
                                + "\n".join("  | " + a for a in actual[:40]))
    for p in problems:
        print(p)
    if outputs == 0:
        print("FAIL: no `<!-- output of: ... -->` block found: the check would pass vacuously")
        return 1
    print(f"{len(known)} rule codes, {outputs} example outputs checked; {len(problems)} disagreements")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
