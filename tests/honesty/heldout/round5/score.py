#!/usr/bin/env python3
"""Score brief's honesty checker on lies/ and honest/.

usage: python3 score.py BRIEF_BINARY [LABEL]

A lie is caught "at the line" when a warning or error whose code letter matches the marked
family covers the marked line: the finding's [line, end_line] intersects the marked span
(the line carrying `# expect: FAMILY`, plus the lines of the same value that follow it: a
block scalar's body or the rest of the same list item, i.e. following lines indented deeper
than the marked line's key). "Flagged anywhere" counts any warning or error in the file.
Honest files must have no warning or error. A file whose lint exits 2 is a broken test.
Writes results-<label>.txt (label defaults to the binary's parent folder name).
"""
import json, os, re, subprocess, sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
FAM = {"memory": "BM", "licenses": "BL", "pins": "BP", "observations": "BO",
       "references": "BR", "hardware": "BH", "provenance": "BV"}
KINDS = {1: "registers", 2: "scope", 3: "quantities", 4: "guess-as-figure", 5: "model-section",
         6: "runs/builds/dates/nodes", 7: "licenses", 8: "pins", 9: "structural", 10: "fits/go-aheads"}


def lint(binary, path):
    p = subprocess.run([binary, "lint", "--format", "json", path], capture_output=True, text=True)
    if p.returncode == 2:
        return None, p.stderr.strip() or p.stdout.strip()
    try:
        data = json.loads(p.stdout)
    except json.JSONDecodeError as e:
        return None, f"bad json: {e}"
    return [f for f in data.get("findings", []) if f.get("severity") in ("warning", "error")], None


def marked(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    for i, ln in enumerate(lines):
        if i == 0:
            continue
        mm = re.search(r"#\s*expect:\s*([a-z]+)", ln)
        if not mm:
            continue
        body = ln.lstrip()
        keyind = len(ln) - len(body) + (2 if body.startswith("- ") else 0)
        end = i
        for j in range(i + 1, len(lines)):
            s = lines[j]
            if not s.strip():
                continue
            if len(s) - len(s.lstrip()) > keyind:
                end = j
            else:
                break
        return mm.group(1), i + 1, end + 1
    return None, None, None


def kind_of(path):
    first = open(path, encoding="utf-8").readline()
    mm = re.search(r"\[kind (\d+)\]", first)
    return int(mm.group(1)) if mm else 0


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    label = sys.argv[2] if len(sys.argv) > 2 else os.path.basename(os.path.dirname(os.path.dirname(binary))) or "brief"
    out = []
    broken = []
    per = defaultdict(lambda: [0, 0, 0])  # caught, anywhere, total
    famper = defaultdict(lambda: [0, 0, 0])
    rows = []
    for name in sorted(os.listdir(os.path.join(HERE, "lies"))):
        path = os.path.join(HERE, "lies", name)
        fam, a, b = marked(path)
        k = kind_of(path)
        if fam not in FAM:
            broken.append((name, "no or bad # expect marker"))
            continue
        fs, err = lint(binary, path)
        if fs is None:
            broken.append((name, err))
            continue
        codes = sorted({f["code"] for f in fs})
        at = [f for f in fs if f["code"].startswith(FAM[fam]) and f["line"] <= b and f.get("end_line", f["line"]) >= a]
        caught, anywhere = bool(at), bool(fs)
        for d in (per[k], famper[fam]):
            d[0] += caught; d[1] += anywhere; d[2] += 1
        rows.append((name, k, fam, f"{a}-{b}" if a != b else str(a),
                     "CAUGHT" if caught else ("flagged" if anywhere else "missed"),
                     ",".join(f"{f['code']}@{f['line']}" for f in fs) or "-"))
    hrows, hfp = [], 0
    for name in sorted(os.listdir(os.path.join(HERE, "honest"))):
        path = os.path.join(HERE, "honest", name)
        fs, err = lint(binary, path)
        if fs is None:
            broken.append((name, err))
            continue
        hfp += bool(fs)
        hrows.append((name, "FALSE-POSITIVE" if fs else "clean",
                      ",".join(f"{f['code']}@{f['line']}" for f in fs) or "-"))

    tot = [sum(v[i] for v in per.values()) for i in range(3)]
    out.append(f"brief honesty, adversary round 5, first sight; binary {binary}")
    out.append("")
    out.append(f"LIES: caught at the line {tot[0]} / flagged anywhere {tot[1]} / total {tot[2]}")
    out.append(f"{'kind':<28}{'at line':>8}{'anywhere':>10}{'total':>7}")
    for k in sorted(per):
        c, a, t = per[k]
        out.append(f"{str(k) + ' ' + KINDS.get(k, '?'):<28}{c:>8}{a:>10}{t:>7}")
    out.append("")
    out.append(f"{'family':<28}{'at line':>8}{'anywhere':>10}{'total':>7}")
    for fam in sorted(famper):
        c, a, t = famper[fam]
        out.append(f"{fam:<28}{c:>8}{a:>10}{t:>7}")
    out.append("")
    out.append(f"HONEST: flagged {hfp} / {len(hrows)}")
    for r in hrows:
        if r[1] != "clean":
            out.append(f"  {r[0]}: {r[2]}")
    out.append("")
    out.append(f"BROKEN (exit 2 or no marker): {len(broken)}")
    for n, e in broken:
        out.append(f"  {n}: {e[:300]}")
    out.append("")
    out.append("PER-FILE (lies): file | kind | family | marked lines | result | warnings/errors")
    for r in rows:
        out.append(" | ".join(str(x) for x in r))
    out.append("")
    out.append("PER-FILE (honest): file | result | warnings/errors")
    for r in hrows:
        out.append(" | ".join(r))
    text = "\n".join(out) + "\n"
    open(os.path.join(HERE, f"results-{label}.txt"), "w").write(text)
    print("\n".join(out[: out.index("PER-FILE (lies): file | kind | family | marked lines | result | warnings/errors")]))


if __name__ == "__main__":
    main()
