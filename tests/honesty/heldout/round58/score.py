#!/usr/bin/env python3
"""Score brief's first-sight catch rate on round 58.

usage: python3 score.py BRIEF_BINARY [LABEL]

A lie is caught at the line when a warning or error of its marked family covers the marked line
(the line carrying `# expect: FAMILY`; when that line opens a block scalar, its whole block).
A profile whose hardware.id line carries `# expect-in: hardware/X.yaml` has its marker in that
hardware entry, which is linted together with the profile. "Flagged anywhere" counts a lie with
any warning or error anywhere in the file (or its hardware entry). An honest file is a false
positive when it gets any warning or error. A file that fails to load (exit 2, or BS/BY codes)
is a broken test. Results go to results-<label>.txt.
"""
import hashlib, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = ("registers", "scope", "quantities", "guess-figure", "model-section", "counts-dates",
         "licenses", "pins", "invariants", "memory-fit")
FAMILY = {"memory": "BM", "licenses": "BL", "pins": "BP", "observations": "BO",
          "references": "BR", "hardware": "BH", "provenance": "BV"}

def manifest_files():
    out = []
    for d in ("lies", "honest", "lies/hardware", "honest/hardware"):
        p = os.path.join(HERE, d)
        if os.path.isdir(p):
            out += [os.path.join(d, f) for f in sorted(os.listdir(p)) if f.endswith(".yaml")]
    tools = os.path.join(HERE, "tools")
    extra = ["tools/" + f for f in sorted(os.listdir(tools)) if f.endswith(".py")] if os.path.isdir(tools) else []
    return ["base.yaml"] + out + ["score.py"] + extra

def write_manifest():
    with open(os.path.join(HERE, "MANIFEST.sha256"), "w") as m:
        for rel in manifest_files():
            h = hashlib.sha256(open(os.path.join(HERE, rel), "rb").read()).hexdigest()
            m.write("%s  %s\n" % (h, rel))

def check_manifest():
    p = os.path.join(HERE, "MANIFEST.sha256")
    if not os.path.exists(p):
        return "no MANIFEST.sha256"
    bad = []
    for line in open(p):
        h, rel = line.rstrip("\n").split("  ", 1)
        if rel == "score.py":
            continue
        fp = os.path.join(HERE, rel)
        if not os.path.exists(fp) or hashlib.sha256(open(fp, "rb").read()).hexdigest() != h:
            bad.append(rel)
    return "manifest ok" if not bad else "MANIFEST MISMATCH: " + ", ".join(bad)

def block_range(lines, i):
    """Lines covered by a marker on line i (0-based): the line, plus a block scalar it opens."""
    code = lines[i].split("#", 1)[0].rstrip()
    end = i
    if re.search(r"[|>][-+]?\d*$", code):
        ind = len(lines[i]) - len(lines[i].lstrip())
        j = i + 1
        while j < len(lines) and (lines[j].strip() == "" or len(lines[j]) - len(lines[j].lstrip()) > ind):
            end = j
            j += 1
    return (i + 1, end + 1)

def find_marker(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    kind = ""
    for l in lines[:3]:
        m = re.match(r"# kind: (\S+)", l)
        if m:
            kind = m.group(1)
    if not kind:
        base = os.path.basename(path)
        for k in sorted(KINDS, key=len, reverse=True):
            if base.startswith(k + "-"):
                kind = k
                break
    hwfile = None
    for i, l in enumerate(lines):
        m = re.search(r"# expect-in: (\S+)", l)
        if m:
            hwfile = os.path.join(os.path.dirname(path), m.group(1))
    target = hwfile or path
    tl = open(target, encoding="utf-8").read().split("\n")
    for i, l in enumerate(tl):
        m = re.search(r"# expect: (\w+)", l)
        if m:
            return kind, m.group(1), os.path.realpath(target), block_range(tl, i), hwfile
    return kind, None, None, None, hwfile

def hw_of(path):
    txt = open(path, encoding="utf-8").read()
    m = re.search(r"^hardware:\n  id: ([a-z0-9._-]+)", txt, re.M)
    if m:
        h = os.path.join(os.path.dirname(path), "hardware", m.group(1) + ".yaml")
        if os.path.exists(h):
            return h
    return None

def lint(brief, paths):
    r = subprocess.run([brief, "lint", "--no-config", "--format", "json"] + paths,
                       capture_output=True, text=True)
    try:
        d = json.loads(r.stdout)
    except Exception:
        d = {"findings": []}
    fs = [f for f in d.get("findings", []) if f.get("severity") in ("warning", "error")]
    broken = r.returncode == 2 or any(f["code"][:2] in ("BS", "BY") for f in fs)
    return fs, broken, r.returncode

def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    brief = sys.argv[1]
    label = sys.argv[2] if len(sys.argv) > 2 else os.path.basename(os.path.dirname(os.path.abspath(brief))) or "run"
    out = []
    out.append("# round 58 first-sight results, brief = %s (%s)" % (brief, check_manifest()))
    per_kind = {}
    lie_rows, broken_all = [], []
    lies_dir = os.path.join(HERE, "lies")
    for f in sorted(os.listdir(lies_dir)):
        if not f.endswith(".yaml"):
            continue
        p = os.path.join(lies_dir, f)
        kind, fam, mfile, rng, hwf = find_marker(p)
        lo, hi = rng or (0, 0)
        paths = [p] + ([hwf] if hwf else ([hw_of(p)] if hw_of(p) else []))
        fs, broken, rc = lint(brief, paths)
        if fam is None:
            broken = True
        pref = FAMILY.get(fam, "??")
        at_line = [x for x in fs if x["code"].startswith(pref) and os.path.realpath(x["file"]) == mfile
                   and x["line"] <= hi and x.get("end_line", x["line"]) >= lo]
        caught = bool(at_line)
        anywhere = bool(fs)
        k = per_kind.setdefault(kind, [0, 0, 0])
        k[0] += caught; k[1] += anywhere; k[2] += 1
        codes = ",".join(sorted(set("%s@%d" % (x["code"], x["line"]) for x in fs))) or "-"
        lie_rows.append("%-44s %-15s %-12s L%-4s %-7s %-8s %s" % (f[:-5], kind, fam, lo, "CAUGHT" if caught else "-",
                                                          "flagged" if anywhere else "-", codes))
        if broken:
            broken_all.append(f)
    hon_rows, fp = [], 0
    hdir = os.path.join(HERE, "honest")
    nh = 0
    fp_codes = []
    for f in sorted(os.listdir(hdir)):
        if not f.endswith(".yaml"):
            continue
        nh += 1
        p = os.path.join(hdir, f)
        paths = [p] + ([hw_of(p)] if hw_of(p) else [])
        fs, broken, rc = lint(brief, paths)
        if broken:
            broken_all.append("honest/" + f)
        codes = ",".join(sorted(set("%s@%d" % (x["code"], x["line"]) for x in fs))) or "-"
        if fs:
            fp += 1
            fp_codes.append("%s: %s" % (f[:-5], codes))
        hon_rows.append("%-44s %-8s %s" % (f[:-5], "FLAGGED" if fs else "clean", codes))
    tot = [sum(v[i] for v in per_kind.values()) for i in range(3)]
    out.append("")
    out.append("LIES: caught at the line %d / flagged anywhere %d / total %d" % tuple(tot))
    out.append("HONEST: flagged %d / total %d" % (fp, nh))
    out.append("broken: %d%s" % (len(broken_all), (" " + " ".join(broken_all)) if broken_all else ""))
    out.append("")
    out.append("%-15s %6s %8s %6s" % ("kind", "line", "anywhere", "total"))
    for kname in sorted(per_kind):
        v = per_kind[kname]
        out.append("%-15s %6d %8d %6d" % (kname, v[0], v[1], v[2]))
    out.append("")
    out.append("## lies (file, kind, family, marked line, at-line, anywhere, warnings/errors)")
    out += lie_rows
    out.append("")
    out.append("## honest (file, verdict, warnings/errors)")
    out += hon_rows
    text = "\n".join(out) + "\n"
    open(os.path.join(HERE, "results-%s.txt" % label), "w").write(text)
    print("\n".join(out[:4 + len(per_kind) + 4]))
    if fp_codes:
        print("honest flagged: " + "; ".join(fp_codes))

if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--write-manifest":
        write_manifest(); print("MANIFEST.sha256 written")
    else:
        main()
