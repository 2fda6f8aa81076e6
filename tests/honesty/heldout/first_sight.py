#!/usr/bin/env python3
"""The frozen held-out honesty rounds (docs/honesty.md): python3 first_sight.py BRIEF [--check]
[--tuning] [--round NAME] (--tuning: the frozen tuning rounds of tests/honesty/tuning/ instead;
--round: that one round, held-out or tuning). python3 first_sight.py --floors-agree checks that
every frozen round directory has a floor and every floor a directory.

Each round is expanded (expand.sh refuses it if any file differs from its MANIFEST.sha256)
and scored by the round's own scorer, as its adversary wrote it. Prints each round's lies
caught at the marked line and honest files flagged. With --check, exits 1 when a round catches
fewer lies, or flags more honest files, than the floor recorded below: the rate at which the
round was first seen by the engine it was held out from. The floors are a regression guard,
never a target: no change is tuned against these files (they are not in the tuning corpus).

With --sanitizer (the build under AddressSanitizer and UndefinedBehaviorSanitizer registers
this instead of the floors) every expanded file of every round is linted, one process per
round's lies and per round's honest files, and a lint that crashes, is stopped by a sanitizer,
or fails to load a file (exit 2) fails. The floors are checked by the plain build, which runs
the same code: scoring every file in its own sanitized process took about 340 s of the
sanitizer suite's CPU, for numbers the plain build already checks.
"""
import os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# round: (lies caught at the line, lies, honest flagged, honest files): at first sight by the
# engine of the stop that froze the round, raised since to what a later stop's engine (never
# tuned on them) reached, so they ratchet and never fall back. One exception, written down:
# round 15 went 56 -> 55 when an observation of free memory ("Lowest available memory in the
# one run was 12.9 GiB.") stopped being read as a size in memory (a tuning round's honest file,
# P18); one held-out lie had been caught only by that misreading (docs/honesty.md).
FLOORS = {"round5": (78, 100, 1, 40), "round6": (65, 81, 3, 35), "round7": (69, 75, 2, 33),
          "round8": (63, 80, 0, 35), "round9": (78, 83, 1, 37),
          "round10": (82, 102, 1, 44), "round11": (106, 117, 2, 47), "round12": (91, 110, 2, 47),
          "round13": (98, 111, 2, 46),
          "round14": (99, 110, 0, 45), "round15": (61, 110, 0, 45),
          "round16": (58, 110, 2, 45), "round17": (79, 110, 0, 45),
          "round18": (80, 110, 0, 45), "round19": (70, 110, 1, 45), "round20": (72, 110, 3, 45),
          "round21": (100, 110, 2, 45), "round22": (104, 110, 1, 45),
          "round23": (101, 110, 1, 45), "round24": (79, 110, 0, 45),
          "round25": (94, 110, 1, 45),
          "round26": (95, 110, 2, 45),
          "round27": (81, 110, 2, 45),
          "round28": (85, 110, 2, 45),
          "round29": (93, 110, 0, 45),
          "round30": (97, 110, 2, 45),
          "round31": (95, 110, 0, 45),
          "round32": (91, 110, 4, 45),
          "round33": (96, 110, 1, 45), "round34": (100, 110, 3, 45), "round35": (95, 110, 1, 45),
          "round36": (91, 110, 4, 45),
          "round37": (99, 110, 2, 45),
          "round38": (95, 110, 1, 45), "round39": (98, 110, 3, 45),
          "round40": (96, 110, 0, 45),
          "round41": (95, 110, 0, 45), "round42": (88, 110, 2, 45),
          "round43": (98, 110, 2, 45), "round44": (95, 110, 4, 45),
          "round45": (92, 110, 3, 45), "round46": (87, 110, 1, 45), "round47": (101, 110, 2, 45),
          "round48": (91, 110, 0, 45),
          "round49": (87, 110, 0, 45), "round50": (99, 110, 3, 45),
          "round51": (90, 110, 2, 45),
          "round52": (84, 110, 2, 45),
          "round53": (86, 110, 2, 45),
          # round 54: 95/110 at first sight, one of the 95 (a zero resident count, caught by BM108)
          # also refused by the loader (BS005); it was left out when the round was frozen, so
          # 94 of 109 are scored
          "round54": (94, 109, 4, 45)}

# Tuning rounds (tests/honesty/tuning/, read and tuned against, so never a generalisation
# figure): a blind helper's round the team fixed from; the floors hold what the engine reached,
# so a later change cannot quietly lose it. Scored with --tuning.
TUNING_FLOORS = {"../tuning/roundP6": (118, 122, 1, 52), "../tuning/roundP7": (84, 90, 1, 40),
                 "../tuning/roundP8": (92, 94, 0, 42), "../tuning/roundP9": (78, 110, 1, 45),
                 "../tuning/roundP10": (92, 110, 4, 45),
                 "../tuning/roundP11": (104, 110, 0, 45),
                 "../tuning/roundP12": (107, 110, 0, 45),
                 "../tuning/roundP13": (107, 110, 0, 45),
                 "../tuning/roundP14": (104, 110, 0, 45),
                 "../tuning/roundP15": (93, 110, 0, 45),
                 "../tuning/roundP16": (103, 110, 0, 45),
                 "../tuning/roundP17": (92, 110, 0, 45),
                 "../tuning/roundP18": (94, 110, 0, 45),
                 "../tuning/roundP19": (90, 110, 0, 45),
                 "../tuning/roundP20": (95, 110, 0, 45),
                 "../tuning/roundP22": (93, 110, 1, 45),
                 "../tuning/roundP23": (98, 110, 0, 45),
                 "../tuning/roundP24": (96, 110, 1, 45),
                 "../tuning/roundP21": (96, 110, 0, 45),
                 "../tuning/roundP25": (100, 110, 0, 45),
                 "../tuning/roundP26": (100, 110, 0, 45),
                 "../tuning/roundP27": (98, 110, 2, 45),
                 "../tuning/roundP28": (94, 110, 0, 45),
                 "../tuning/roundP29": (99, 110, 0, 45), "../tuning/roundP30": (93, 110, 2, 45),
                 "../tuning/roundP31": (100, 110, 1, 45),
                 "../tuning/roundP32": (103, 110, 3, 45),
                 "../tuning/roundP33": (97, 110, 2, 45),
                 "../tuning/roundP34": (97, 110, 1, 45),
                 "../tuning/roundP35": (105, 110, 2, 45), "../tuning/roundP36": (105, 110, 0, 45), "../tuning/roundP37": (100, 110, 1, 45),
                 "../tuning/roundP38": (96, 110, 0, 45),
                 "../tuning/roundP39": (95, 110, 1, 45),
                 "../tuning/roundP40": (100, 110, 0, 45), "../tuning/roundP41": (103, 110, 0, 45),
                 "../tuning/roundP42": (99, 110, 1, 45), "../tuning/roundP43": (93, 110, 0, 45),
                 "../tuning/roundP44": (96, 110, 0, 45),
                 "../tuning/roundP45": (96, 110, 2, 45)}

def score(brief, rnd, tmp):
    out = os.path.join(tmp, os.path.basename(rnd))
    subprocess.run(["sh", os.path.join(HERE, "expand.sh"), rnd, out], check=True)
    subprocess.run([sys.executable, os.path.join(out, "score.py"), brief, "now"], check=True,
                   capture_output=True, text=True)
    text = open(os.path.join(out, "results-now.txt"), encoding="utf-8").read()
    # Each round's adversary wrote its own scorer; they print the totals in one of two forms.
    m = re.search(r"(?i)LIES: caught at the line (\d+) / flagged anywhere \d+ / total (\d+)", text) or \
        re.search(r"(?m)^ALL\s+(\d+)\s+\d+\s+(\d+)$", text)
    h = re.search(r"(?i)honest:? flagged:? (\d+) / (?:total )?(\d+)", text)
    if not m or not h:
        raise SystemExit(f"{rnd}: the scorer's totals were not found")
    if re.search(r"(?i)broken[^\n]*: ([1-9]\d*)", text):
        raise SystemExit(f"{rnd}: some held-out files no longer load:\n{text}")
    return int(m[1]), int(m[2]), int(h[1]), int(h[2])

def sanitizer_sweep(brief, rounds):
    files = 0
    with tempfile.TemporaryDirectory(prefix="brief-heldout-") as tmp:
        for rnd in rounds:
            out = os.path.join(tmp, os.path.basename(rnd))
            subprocess.run(["sh", os.path.join(HERE, "expand.sh"), rnd, out], check=True)
            for part in ("lies", "honest"):
                d = os.path.join(out, part)
                n = sum(1 for f in os.listdir(d) if f.endswith(".yaml"))
                r = subprocess.run([brief, "lint", "--no-config", "--format", "json", d],
                                   capture_output=True, text=True)
                if r.returncode not in (0, 1):
                    print(f"{rnd}/{part}: lint exited {r.returncode}\n{r.stderr[-4000:]}", file=sys.stderr)
                    return 1
                files += n
    print(f"{len(rounds)} rounds, {files} files linted under the sanitizers, none crashed or failed to load")
    return 0

def rounds_on_disk():
    """Every frozen round directory, in the floors' spelling ("round5", "../tuning/roundP6")."""
    held = [d for d in os.listdir(HERE) if re.fullmatch(r"round\d+", d)]
    tuning_dir = os.path.join(HERE, "..", "tuning")
    tuning = ["../tuning/" + d for d in os.listdir(tuning_dir) if re.fullmatch(r"roundP\d+", d)]
    return set(held), set(tuning)

def floors_agree_with_disk():
    """A round frozen without a floor would never be scored; a floor without its round fails."""
    held, tuning = rounds_on_disk()
    bad = sorted(held ^ set(FLOORS)) + sorted(tuning ^ set(TUNING_FLOORS))
    if bad:
        print("rounds and floors differ (a directory with no floor, or a floor with no directory): " + ", ".join(bad),
              file=sys.stderr)
        return 1
    print(f"{len(held)} held-out and {len(tuning)} tuning rounds, each with its floor")
    return 0

def main():
    brief = os.path.abspath(sys.argv[1])
    if "--floors-agree" in sys.argv[1:]:
        return floors_agree_with_disk()
    # --round NAME: one round only (ctest runs each round as a test of its own, so the rounds
    # share the cores with the rest of the suite instead of running one after another).
    only = sys.argv[sys.argv.index("--round") + 1] if "--round" in sys.argv[2:] else None
    if "--sanitizer" in sys.argv[2:]:
        rounds = list(FLOORS) + list(TUNING_FLOORS)
        if only is not None:
            rounds = [r for r in rounds if os.path.basename(r) == only]
            if not rounds:
                raise SystemExit(f"{only}: no such frozen round")
        return sanitizer_sweep(brief, rounds)
    check = "--check" in sys.argv[2:]
    floors = TUNING_FLOORS if "--tuning" in sys.argv[2:] else FLOORS
    label = "tuning" if floors is TUNING_FLOORS else "held-out"
    if only is not None:
        floors = {r: f for r, f in list(FLOORS.items()) + list(TUNING_FLOORS.items()) if os.path.basename(r) == only}
        if not floors:
            raise SystemExit(f"{only}: no floor is recorded for it")
        label = only
    failed = False
    with tempfile.TemporaryDirectory(prefix="brief-heldout-") as tmp:
        for rnd, (floor_caught, lies, floor_flagged, honest) in floors.items():
            caught, total, flagged, files = score(brief, rnd, tmp)
            if (total, files) != (lies, honest):
                raise SystemExit(f"{rnd}: {total} lies and {files} honest files, the floor is for {lies} and {honest}")
            print(f"{rnd}: lies caught at the line {caught}/{total} (floor {floor_caught}), "
                  f"honest flagged {flagged}/{files} (floor {floor_flagged})")
            if caught < floor_caught or flagged > floor_flagged:
                failed = True
    if check and failed:
        print(f"{label}: below the recorded floor", file=sys.stderr)
        return 1
    print(f"{label}: every round at or above its floor" if not failed else f"{label}: below a floor (reported only, no --check)")
    return 0

if __name__ == "__main__":
    sys.exit(main())
