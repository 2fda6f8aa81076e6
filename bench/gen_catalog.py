#!/usr/bin/env python3
"""Writes a synthetic catalog of N profiles for the benchmarks.

    gen_catalog.py N OUTDIR [--seed S] [--template FILE]

Each profile OUTDIR/<id>.yaml is a variation of the real profile
(profiles/glm53-limechain-c8.yaml): its own id (matching the file name), varied titles and
notes, varied observation values, fresh 40-hex pins replaced consistently everywhere they
appear (short prefixes in prose included, so every short hash still resolves), some
components with known byte counts, some observations removed or added, and do_not_blend
references to other generated ids. OUTDIR/hardware/ is copied from profiles/hardware/, so
`brief lint OUTDIR` checks a catalog that is clean or nearly so.

The variations are text edits on the template's known layout (python3's standard library
has no YAML parser); an edit whose anchor is missing is skipped, never guessed. The same
N and seed always give the same bytes.
"""
import argparse
import os
import random
import re
import shutil
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_TEMPLATE = os.path.join(REPO, "profiles", "glm53-limechain-c8.yaml")
HARDWARE_DIR = os.path.join(REPO, "profiles", "hardware")

ADJECTIVES = ["staging", "lab", "night", "canary", "replica", "audit", "pilot", "mirror",
              "archive", "review", "shadow", "bench"]
NOTES = [
    "This variant was copied for catalog-scale benchmarks.",
    "The maintainer reread the pinned README for this variant.",
    "Nothing in this variant was rerun by the catalog.",
    "The variant keeps the source's wording where it can.",
    "A reviewer asked for the same facts under another id.",
]


def profile_id(i):
    return f"glm53-gen-{i:05d}"


def new_hash(rng):
    return "".join(rng.choice("0123456789abcdef") for _ in range(40))


def repin(text, rng):
    """Gives every 40-hex revision a fresh one, and rewrites its short forms in prose (any
    prefix of 7 or more hex digits: "5624dfc", "snapshot eb9eb208"), so no copy cites a
    short hash that none of its pins has (BP302)."""
    mapping = {}
    for h in re.findall(r"\b[0-9a-f]{40}\b", text):
        if h not in mapping:
            mapping[h] = new_hash(rng)
    for old, new in mapping.items():
        text = text.replace(old, new)

    def short_form(m):
        for old, new in mapping.items():
            if old.startswith(m.group(0)):
                return new[: len(m.group(0))]
        return m.group(0)

    return re.sub(r"\b[0-9a-f]{7,39}\b", short_form, text)


def top_level_section(lines, key):
    """(start, end) line indexes of a top-level `key:` block, or None."""
    start = next((n for n, l in enumerate(lines) if l.startswith(key + ":")), None)
    if start is None:
        return None
    end = start + 1
    while end < len(lines) and (not lines[end] or lines[end][0] in " #"):
        end += 1
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1  # trailing blank lines belong to no section
    return start, end


def items(lines, start, end, marker):
    """(start, end) of each list item in lines[start:end] opened by `marker`."""
    opens = [n for n in range(start, end) if lines[n].startswith(marker)]
    out = []
    for k, s in enumerate(opens):
        e = opens[k + 1] if k + 1 < len(opens) else end
        # An item ends where the indentation drops back below the item's own.
        indent = len(marker) - len(marker.lstrip())
        for n in range(s + 1, e):
            l = lines[n]
            if l.strip() and len(l) - len(l.lstrip()) <= indent and not l.lstrip().startswith("-"):
                e = n
                break
        out.append((s, e))
    return out


def set_known_bytes(lines, rng):
    """Gives some runtime / subcomponent / drafter rows a known resident byte count."""
    sec = top_level_section(lines, "components")
    if not sec:
        return lines
    for s, e in reversed(items(lines, sec[0], sec[1], "  - id: ")):
        block = lines[s:e]
        role = next((l.split(":", 1)[1].strip() for l in block if l.startswith("    role:")), "")
        if role not in ("runtime", "subcomponent", "separate-resident") or rng.random() < 0.5:
            continue
        gib = rng.randint(1, 48)
        for n in range(s, e):
            if lines[n] == "    resident: unknown":
                lines[n] = f"    resident: {gib * 1024**3}"
            elif lines[n] == "    per_rank: unknown" and rng.random() < 0.5:
                lines[n] = f"    per_rank: {gib} GiB"
    return lines


def vary_observations(lines, rng, i):
    """Varies cell values; removes one observation or adds one, now and then."""
    for n, l in enumerate(lines):
        m = re.match(r"^(\s*- \{arm: [\w-]+, value: )(\d+)(\})$", l)
        if m:
            v = max(1, int(int(m.group(2)) * rng.uniform(0.7, 1.3)))
            lines[n] = f"{m.group(1)}{v}{m.group(3)}"
    sec = top_level_section(lines, "bakeoff")
    if not sec:
        return lines
    obs_start = next((n for n in range(*sec) if lines[n] == "  observations:"), None)
    if obs_start is None:
        return lines
    obs = items(lines, obs_start + 1, sec[1], "    - id: ")
    if not obs:
        return lines
    roll = rng.random()
    if roll < 0.3 and len(obs) > 1:
        s, e = obs[rng.randrange(len(obs))]
        del lines[s:e]
    elif roll < 0.6:
        s, e = obs[-1]
        copy = [l.replace(lines[s], f"    - id: extra-{i:05d}") if n == 0 else l
                for n, l in enumerate(lines[s:e])]
        copy = [re.sub(r"^(      metric: )(.*)$", r"\1\2 (repeat)", l) for l in copy]
        lines[e:e] = copy
    return lines


def add_do_not_blend(lines, rng, i, n_total):
    sec = top_level_section(lines, "do_not_blend")
    if not sec or n_total < 2:
        return lines
    others = sorted({rng.randrange(n_total) for _ in range(2)} - {i})
    # The template's external reference is a note (BR502) in every copy; keep it in a few
    # copies only, so the catalog is nearly clean, as a maintained catalog is.
    if others and rng.random() >= 0.02:
        for s, e in reversed(items(lines, sec[0] + 1, sec[1], "  - id: ")):
            if any(l.strip() == "external: true" for l in lines[s:e]):
                del lines[s:e]
        sec = top_level_section(lines, "do_not_blend")
    refs = []
    for j in others:
        refs += [f"  - id: {profile_id(j)}",
                 "    external: false",
                 "    why: A different generated variant with other pins."]
    lines[sec[1]:sec[1]] = refs
    return lines


def add_note(lines, rng, section, marker):
    sec = top_level_section(lines, section)
    if not sec:
        return lines
    at = next((n for n in range(*sec) if lines[n] == marker), None)
    if at is None:
        return lines
    end = at + 1
    while end < sec[1] and lines[end].startswith(" " * (len(marker) - len(marker.lstrip()) + 2) + "- "):
        end += 1
    indent = " " * (len(marker) - len(marker.lstrip()) + 2)
    lines[end:end] = [f"{indent}- {rng.choice(NOTES)}"]
    return lines


def variant(template, i, n_total, seed):
    rng = random.Random(f"{seed}:{i}")
    text = repin(template, rng)
    lines = text.split("\n")
    for n, l in enumerate(lines):
        if l.startswith("id: "):
            lines[n] = f"id: {profile_id(i)}"
        elif l.startswith("title: "):
            lines[n] = f"{l} ({rng.choice(ADJECTIVES)} variant {i})"
        elif l.startswith("subtitle: "):
            lines[n] = f"{l}, copy {i}"
    lines = set_known_bytes(lines, rng)
    lines = vary_observations(lines, rng, i)
    if rng.random() < 0.5:
        lines = add_note(lines, rng, "serving", "  notes:")
    if rng.random() < 0.5:
        lines = add_note(lines, rng, "bakeoff", "  notes:")
    lines = add_do_not_blend(lines, rng, i, n_total)
    return "\n".join(lines)


def copy_of(template, i):
    """The template under its own id, nothing else changed."""
    return re.sub(r"(?m)^id: .*$", f"id: {profile_id(i)}", template, count=1)


def main(argv):
    p = argparse.ArgumentParser(description="write a synthetic catalog of N profiles")
    p.add_argument("n", type=int, help="how many profiles")
    p.add_argument("outdir", help="folder to write (created; existing generated files are replaced)")
    p.add_argument("--seed", default="1", help="same seed, same bytes")
    p.add_argument("--template", default=DEFAULT_TEMPLATE, help="the profile to vary")
    p.add_argument("--copies", action="store_true",
                   help="distinct copies of the template: only the id changes, so every file keeps "
                        "the template's findings (the shipped profile's one BR502 note)")
    args = p.parse_args(argv)
    if args.n < 1:
        p.error("n must be at least 1")
    with open(args.template, encoding="utf-8") as f:
        template = f.read()
    os.makedirs(os.path.join(args.outdir, "hardware"), exist_ok=True)
    for name in sorted(os.listdir(HARDWARE_DIR)):
        if name.endswith(".yaml"):
            shutil.copyfile(os.path.join(HARDWARE_DIR, name), os.path.join(args.outdir, "hardware", name))
    for i in range(args.n):
        path = os.path.join(args.outdir, profile_id(i) + ".yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(copy_of(template, i) if args.copies else variant(template, i, args.n, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
