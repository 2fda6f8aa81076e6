#!/usr/bin/env python3
"""Writes tests/rules/<CODE>/{bad,good}.yaml from profiles/glm53-limechain-c8.yaml.

Each fixture is the shipped profile with one fact changed. The bad file's first lines are
`# expect: CODE line N[, N...]` comments (they replace the profile's three leading comment
lines, so line numbers stay those of the edited text). Run it from anywhere; review the diff.
"""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
BASE = (ROOT / "profiles/glm53-limechain-c8.yaml").read_text()
OUT = ROOT / "tests/rules"


def edit(text, old, new, count=1):
    assert text.count(old) >= 1, f"not found: {old!r}"
    return text.replace(old, new, count)


def line_of(text, needle, nth=1):
    at = -1
    for _ in range(nth):
        at = text.index(needle, at + 1)
    return text.count("\n", 0, at) + 1


def header(text, expects):
    lines = text.split("\n")
    comments = [f"# expect: {code} line {', '.join(map(str, ns))}" for code, ns in expects]
    assert len(comments) <= 3
    for i in range(3):
        lines[i] = comments[i] if i < len(comments) else "# fixture: the shipped profile with one fact changed"
    return "\n".join(lines)


def good_header(text):
    lines = text.split("\n")
    lines[0] = "# fixture: passing counterpart of bad.yaml"
    lines[1] = "# expect: nothing of this rule"
    lines[2] = "# (the shipped profile with the fact fixed)"
    return "\n".join(lines)


FIXTURES = {}


def fixture(code, bad_edits, anchors, good_edits=(), binary=None):
    FIXTURES[code] = (bad_edits, anchors, good_edits, binary)


SERVING_NOTE = "    - KV bytes for this kit were not published.\n"
OFFICIAL_NOTE = "    - Do not copy Mia's serving settings onto this kit.\n"
VALIDATION = "  - This repository did not rerun the bake-off.\n"

fixture("BM101", [(SERVING_NOTE, SERVING_NOTE + "    - The deployment needs about 250 GB in total.\n")],
        [("BM101", ["about 250 GB in total"])],
        [(SERVING_NOTE, SERVING_NOTE + "    - The disk plan totals about 249 GB.\n")])
BM102_ROWS = [("    overlaps: logical-checkpoint\n    residence: uma\n    sharding: unknown\n"
               "    placement: Unified pool after the kit prepares weights. Exact bytes unknown.\n"
               "    access: resident-matmul\n    file_size: unknown\n    per_rank: unknown\n    resident: unknown\n",
               "    overlaps: logical-checkpoint\n    residence: uma\n    sharding: unknown\n"
               "    placement: Unified pool after the kit prepares weights. Exact bytes unknown.\n"
               "    access: resident-matmul\n    file_size: unknown\n    per_rank: unknown\n    resident: 100 GB\n"),
              ("    access: sparse-routed-matmul\n    file_size: unknown\n    per_rank: unknown\n    resident: unknown\n",
               "    access: sparse-routed-matmul\n    file_size: unknown\n    per_rank: unknown\n    resident: 80 GB\n")]
fixture("BM102", BM102_ROWS + [(SERVING_NOTE, SERVING_NOTE + "    - Weights take 180 GB in total.\n")],
        [("BM102", ["Weights take 180 GB"])],
        BM102_ROWS + [(SERVING_NOTE, SERVING_NOTE + "    - Weights take 100 GB; the experts' 80 GB are part of them.\n")])
fixture("BM103", [("  memory_fit: false", "  memory_fit: true")], [("BM103", ["memory_fit: true"])])
fixture("BM104", [("    per_rank: not-present\n    resident: not-present\n    evidence: No Engram",
                   "    per_rank: not-present\n    resident: 0\n    evidence: No Engram")],
        [("BM104", ["resident: 0"])])
fixture("BM105", [("  - id: local-disk\n", "  - id: host\n    name: Host RAM\n    kind: cpu-pool\n"
                   "    note: The CPU's memory.\n  - id: local-disk\n")],
        [("BM105", ["kind: cpu-pool"])])
fixture("BM106", [(SERVING_NOTE, SERVING_NOTE + "    - Two Sparks give 256 GB of memory for the model.\n")],
        [("BM106", ["256 GB of memory"])],
        [(SERVING_NOTE, SERVING_NOTE + "    - Each Spark has its own 128 GB pool.\n")])
fixture("BM107", [(OFFICIAL_NOTE, OFFICIAL_NOTE + "    - The checkpoint file is 328,326,771,576 bytes (328.327 GiB).\n")],
        [("BM107", ["(328.327 GiB)"])],
        [(OFFICIAL_NOTE, OFFICIAL_NOTE + "    - The checkpoint file is 328,326,771,576 bytes (305.778 GiB).\n")])

fixture("BL201", [("    spdx: Apache-2.0", "    spdx: Apache-2")], [("BL201", ["spdx: Apache-2"])])
fixture("BL202", [("    name: Apache-2.0\n    spdx: Apache-2.0", "    name: GPL-2.0\n    spdx: GPL-2.0")],
        [("BL202", ["spdx: GPL-2.0"])],
        [("    name: Apache-2.0\n    spdx: Apache-2.0", "    name: GPL-2.0-only\n    spdx: GPL-2.0-only")])
fixture("BL203", [("    commercial: restricted\n    revision: 7d74", "    commercial: allowed\n    revision: 7d74")],
        [("BL203", ["commercial: allowed\n    revision: 7d74"])])
fixture("BL204", [("  commercial_recommendation: false", "  commercial_recommendation: true")],
        [("BL204", ["commercial_recommendation: true"])])
fixture("BL205", [("  - text: Read the checkpoint license before use. It was not in this cache.\n"
                   "    covers: license:exl3-weights\n", "")],
        [("BL205", ["subject: exl3-weights"])])
fixture("BL206", [("    target: brandonmusic/GLM-5.3-Flash-tr3-4bpw\n    text_read: false",
                   "    target: brandonmusic/GLM-5.3-Flash-tr3-4bpw\n    spdx: MIT\n    text_read: false")],
        [("BL206", ["spdx: MIT\n    text_read: false"])])
fixture("BL207", [("    text_read: false\n    commercial: unknown", "    text_read: false\n    commercial: allowed")],
        [("BL207", ["commercial: allowed\n    notes:\n      - Checkpoint license"])])

fixture("BP301", [("    revision: 441de756601d7ca3b8ec09a900c19e7eabaa4f64", "    revision: 441de75")],
        [("BP301", ["revision: 441de75"])])
fixture("BP302", [(VALIDATION, VALIDATION + "  - The C8 numbers were measured at commit 1a2b3c4 of the kit.\n")],
        [("BP302", ["commit 1a2b3c4"])],
        [(VALIDATION, VALIDATION + "  - The C8 numbers were measured at commit 5624dfc of the kit.\n")])
fixture("BP303", [("  weight_pin: unset\n", "")], [("BP303", ["  manifest: unknown"])])

fixture("BO401", [("        - The 72 is not the Mia TensorFold profile's 60.4 tok/s prose cell.\n",
                   "        - The 72 is not the Mia TensorFold profile's 60.4 tok/s prose cell.\n"
                   "        - TensorFold beats vLLM NVFP4 here.\n")],
        [("BO401", ["TensorFold beats"])],
        [("        - The 72 is not the Mia TensorFold profile's 60.4 tok/s prose cell.\n",
          "        - The 72 is not the Mia TensorFold profile's 60.4 tok/s prose cell.\n"
          "        - The quantizations differ, so this is not a same-precision ranking.\n")])
BO402_ARM = ("      runtime: vLLM\n      quantization: EXL3\n", "      runtime: vLLM\n      quantization: EXL3 4bpw\n")
BO402_OBS = """    - id: c1-long
      metric: C1 long decode
      unit: tok/s
      direction: higher-is-better
      concurrency: 1
      prompt: long
      aggregation: per stream
      runs: 1
      cells:
        - {arm: tensorfold-c8, value: 100}
        - {arm: vllm-mia-exl3, value: 98}
      notes:
        - %s
    - id: c1-prose-code
"""
fixture("BO402", [BO402_ARM, ("    - id: c1-prose-code\n", BO402_OBS % "TensorFold wins this cell.")],
        [("BO402", ["TensorFold wins this cell."])],
        [BO402_ARM, ("    - id: c1-prose-code\n", BO402_OBS % "The two arms are within the 5% noise threshold.")])
fixture("BO403", [("      build: 5624dfc\n", "      build: 80dba15\n")],
        [("BO403", ["id: c1-short", "id: c8-short-aggregate", "id: c8-short-per-stream", "id: c8-cold-23k-ttft"])])
fixture("BO404", [("      build: 80dba15\n", "      build: 80dba16\n")], [("BO404", ["build: 80dba16"])])

fixture("BR501", [("    external: true\n", "    external: false\n")],
        [("BR501", ["id: glm-5.3-flash-mia-tensorfold-tp2"])])
fixture("BR502", [], [("BR502", ["id: glm-5.3-flash-mia-tensorfold-tp2"])],
        [("  - id: glm-5.3-flash-mia-tensorfold-tp2\n    external: true\n",
          "  - id: glm53-limechain-c8\n    external: false\n")])
fixture("BR503", [("    overlaps: exl3-checkpoint\n    residence: uma\n    sharding: split",
                   "    overlaps: exl3-checkpont\n    residence: uma\n    sharding: split")],
        [("BR503", ["overlaps: exl3-checkpont"])])
fixture("BR504", [("  - id: drafter\n    role: drafter", "  - id: checkpoint\n    role: drafter")],
        [("BR504", ["id: checkpoint\n    role: drafter"])])
fixture("BR505", [], [("BR505", ["id: glm53-limechain-c8"])],
        [("id: glm53-limechain-c8", "id: glm53-limechain-c8-copy")])

fixture("BH601", [("  id: nvidia-dgx-spark-128gb-unified", "  id: nvidia-dgx-spark-128gb")],
        [("BH601", ["id: nvidia-dgx-spark-128gb"])])
fixture("BH602", [("  tp: 2\n", "  tp: 4\n")], [("BH602", ["tp: 4"])])
fixture("BH603", [("  nodes: 2\n", "  nodes: 8\n")], [("BH603", ["nodes: 8"])], [("  nodes: 2\n", "  nodes: 4\n")])

C8 = "    revision: 441de756601d7ca3b8ec09a900c19e7eabaa4f64"
fixture("BX901", [("  tp: 2\n", "  tp: 2  # brief: ignore[BH602]\n")], [("BX901", ["ignore[BH602]"])],
        [(C8, "    revision: 441de75  # brief: ignore[BP301] the source publishes only the short hash")])
fixture("BX902", [("  tp: 2\n", "  tp: 2  # brief: ignore[BH602] checked by hand\n")], [("BX902", ["ignore[BH602]"])])
fixture("BX903", [("  memory_fit: false", "  memory_fit: true  # brief: ignore[BM103] we tested it")],
        [("BX903", ["ignore[BM103]"]), ("BM103", ["memory_fit: true"])])
fixture("BX904", [("  tp: 2\n", "  tp: 2  # brief: ignore[BP31] short hash only\n")], [("BX904", ["ignore[BP31]"])])

fixture("BS001", [("    file_size: {unknown:", "    fille_size: {unknown:")], [("BS001", ["fille_size"])])
fixture("BS002", [("  nodes: 2\n", "  nodes: \"2\"\n")], [("BS002", ["nodes: \"2\""])])
fixture("BS003", [("  nodes: 2\n", "  nodes: 2\n  nodes: 3\n")], [("BS003", ["nodes: 3"])])
fixture("BS004", [("  - subject: kit\n    role: kit\n", "  - subject: kit\n")], [("BS004", ["subject: kit"])])
fixture("BS005", [("    role: weights\n", "    role: weight\n")], [("BS005", ["role: weight\n"])])

# Input guards: the bad byte sits in a comment of an otherwise valid profile.
NOTE = "provenance:\n"
fixture("BY002", [(NOTE, "# Caf\udce9: a Latin-1 byte\n" + NOTE)], [("BY002", ["# Caf"])], binary="surrogateescape")
fixture("BY003", [(NOTE, "# a \x00 byte\n" + NOTE)], [("BY003", ["\x00"])])
fixture("BY004", [(NOTE, "# an \x1b[2J escape\n" + NOTE)], [("BY004", ["\x1b"])])
fixture("BY005", [(NOTE, "# a \ufeff mark\n" + NOTE)], [("BY005", ["\ufeff"])])
fixture("BY006", [("title: GLM-5.3-Flash on 2 DGX Sparks", "title: [GLM-5.3-Flash on 2 DGX Sparks")],
        [("BY006", ["subtitle:"])])
fixture("BY007", [("  runtime_claimed: false\n", "  runtime_claimed: false\n---\nid: second\n")], [("BY007", ["---"])])
fixture("BY008", [("  ep: unknown\n", "  ep: " + "[" * 40 + "]" * 40 + "\n")], [("BY008", ["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["])])
fixture("BY009", [("  nodes: 2\n", "  nodes: &n 2\n")], [("BY009", ["&n"])])
fixture("BY011", [("  matches_pin: true\n", "  matches_pin: true\n  <<: {x: 1}\n")], [("BY011", ["<<"])])
fixture("BY012", [("  nodes: 2\n", "  nodes: !!int 2\n")], [("BY012", ["!!int"])])
fixture("BY013", [("  matches_pin: true\n", "  matches_pin: true\n  [a, b]: 1\n")], [("BY013", ["[a, b]"])])
fixture("BY014", [("  runtime_claimed: false\n", "  runtime_claimed: \"false\n")],
        [("BY014", ["runtime_claimed: \""])])


def anchor_line(text, needle):
    return line_of(text, needle)


def write(path, text, binary):
    path.parent.mkdir(parents=True, exist_ok=True)
    if binary:
        path.write_bytes(text.encode("utf-8", binary))
    else:
        path.write_bytes(text.encode("utf-8"))


for code, (bad_edits, anchors, good_edits, binary) in FIXTURES.items():
    bad = BASE
    for old, new in bad_edits:
        bad = edit(bad, old, new)
    expects = []
    for c, needles in anchors:
        seen = []
        for n in needles:
            nth = 1
            while True:
                ln = line_of(bad, n, nth)
                if ln not in seen:
                    break
                nth += 1
            seen.append(ln)
        expects.append((c, sorted(seen)))
    write(OUT / code / "bad.yaml", header(bad, expects), binary)
    good = BASE
    for old, new in good_edits:
        good = edit(good, old, new)
    write(OUT / code / "good.yaml", good_header(good), None)
    print(code, expects)
