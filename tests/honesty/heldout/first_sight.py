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

With --runner RUN_MANY (the plain build's tests pass brief_run_many, tests/honesty/runner) the
round's own scorer is run in this process with its brief calls answered by RUN_MANY, which
runs each command line as a separate brief process would, all in one process: a round's files
share most of their prose, which one process reads once. The scorer's code still decides every
score. It is run twice: once to learn the command lines it asks for (answered with an empty
report), once with the answers; a command line not learned the first time runs as a process
of its own. --runner-agrees ROUND... scores those rounds both ways, with separate processes
and with the runner, and fails unless the two results tables are the same, file by file.

With --sanitizer (the build under AddressSanitizer and UndefinedBehaviorSanitizer registers
this instead of the floors) every expanded file of every round is linted, one process per
round's lies and per round's honest files, and a lint that crashes, is stopped by a sanitizer,
or fails to load a file (exit 2) fails. The floors are checked by the plain build, which runs
the same code: scoring every file in its own sanitized process took about 340 s of the
sanitizer suite's CPU, for numbers the plain build already checks.
"""
import contextlib, importlib.util, io, json, os, re, subprocess, sys, tempfile

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
          "round13": (100, 111, 2, 46),
          "round14": (99, 110, 0, 45), "round15": (63, 110, 0, 45),
          "round16": (58, 110, 2, 45), "round17": (79, 110, 0, 45),
          "round18": (80, 110, 0, 45), "round19": (71, 110, 1, 45), "round20": (72, 110, 3, 45),
          "round21": (100, 110, 2, 45), "round22": (104, 110, 1, 45),
          "round23": (101, 110, 1, 45), "round24": (81, 110, 0, 45),
          "round25": (94, 110, 1, 45),
          "round26": (95, 110, 2, 45),
          "round27": (81, 110, 2, 45),
          "round28": (86, 110, 2, 45),
          "round29": (93, 110, 0, 45),
          "round30": (98, 110, 2, 45),
          "round31": (96, 110, 0, 45),
          "round32": (91, 110, 4, 45),
          "round33": (96, 110, 1, 45), "round34": (101, 110, 3, 45), "round35": (95, 110, 1, 45),
          "round36": (92, 110, 4, 45),
          "round37": (100, 110, 2, 45),
          "round38": (95, 110, 1, 45), "round39": (98, 110, 3, 45),
          "round40": (96, 110, 0, 45),
          "round41": (95, 110, 0, 45), "round42": (88, 110, 2, 45),
          "round43": (99, 110, 2, 45), "round44": (95, 110, 4, 45),
          "round45": (92, 110, 3, 45), "round46": (87, 110, 1, 45), "round47": (101, 110, 2, 45),
          "round48": (91, 110, 0, 45),
          "round49": (88, 110, 0, 45), "round50": (101, 110, 3, 45),
          "round51": (90, 110, 2, 45),
          "round52": (84, 110, 2, 45),
          "round53": (87, 110, 2, 45),
          # round 54: 95/110 at first sight, one of the 95 (a zero resident count, caught by BM108)
          # also refused by the loader (BS005); it was left out when the round was frozen, so
          # 94 of 109 are scored
          "round54": (94, 109, 4, 45),
          "round55": (86, 110, 0, 45),
          "round56": (96, 110, 3, 45),
          "round57": (93, 110, 5, 45),
          "round58": (94, 110, 2, 45)}

# Tuning rounds (tests/honesty/tuning/, read and tuned against, so never a generalisation
# figure): a blind helper's round the team fixed from; the floors hold what the engine reached,
# so a later change cannot quietly lose it. Scored with --tuning.
TUNING_FLOORS = {"../tuning/roundP6": (119, 122, 1, 52), "../tuning/roundP7": (84, 90, 1, 40),
                 "../tuning/roundP8": (92, 94, 0, 42), "../tuning/roundP9": (78, 110, 1, 45),
                 "../tuning/roundP10": (93, 110, 4, 45),
                 "../tuning/roundP11": (104, 110, 0, 45),
                 "../tuning/roundP12": (107, 110, 0, 45),
                 "../tuning/roundP13": (107, 110, 0, 45),
                 "../tuning/roundP14": (104, 110, 0, 45),
                 "../tuning/roundP15": (95, 110, 0, 45),
                 "../tuning/roundP16": (103, 110, 0, 45),
                 "../tuning/roundP17": (92, 110, 0, 45),
                 "../tuning/roundP18": (94, 110, 0, 45),
                 "../tuning/roundP19": (90, 110, 0, 45),
                 "../tuning/roundP20": (95, 110, 0, 45),
                 "../tuning/roundP22": (93, 110, 1, 45),
                 "../tuning/roundP23": (98, 110, 0, 45),
                 "../tuning/roundP24": (96, 110, 1, 45),
                 "../tuning/roundP21": (97, 110, 0, 45),
                 "../tuning/roundP25": (100, 110, 0, 45),
                 "../tuning/roundP26": (100, 110, 0, 45),
                 "../tuning/roundP27": (99, 110, 2, 45),
                 "../tuning/roundP28": (94, 110, 0, 45),
                 "../tuning/roundP29": (99, 110, 0, 45), "../tuning/roundP30": (93, 110, 2, 45),
                 "../tuning/roundP31": (100, 110, 1, 45),
                 "../tuning/roundP32": (103, 110, 3, 45),
                 "../tuning/roundP33": (97, 110, 2, 45),
                 "../tuning/roundP34": (98, 110, 1, 45),
                 "../tuning/roundP35": (105, 110, 2, 45), "../tuning/roundP36": (105, 110, 0, 45), "../tuning/roundP37": (100, 110, 1, 45),
                 "../tuning/roundP38": (96, 110, 0, 45),
                 "../tuning/roundP39": (95, 110, 1, 45),
                 "../tuning/roundP40": (100, 110, 0, 45), "../tuning/roundP41": (103, 110, 0, 45),
                 "../tuning/roundP42": (99, 110, 1, 45), "../tuning/roundP43": (93, 110, 0, 45),
                 "../tuning/roundP44": (96, 110, 0, 45),
                 "../tuning/roundP45": (96, 110, 2, 45),
                 "../tuning/roundP46": (102, 110, 0, 45),
                 "../tuning/roundP47": (96, 110, 2, 45),
                 "../tuning/roundP48": (92, 110, 2, 45)}

class ServedSubprocess:
    """Stands in for the subprocess module inside a round's scorer: a call of brief is answered
    from `answers` (command line -> (exit code, stdout, stderr)), or recorded in `asked` while
    `answers` is None; anything else runs as usual."""
    def __init__(self, brief, answers):
        self.brief, self.answers, self.asked = brief, answers, []

    def run(self, cmd, **kw):
        served = (isinstance(cmd, (list, tuple)) and cmd and cmd[0] == self.brief and kw.get("capture_output")
                  and set(kw) <= {"capture_output", "text", "check"})
        if served and self.answers is None:
            self.asked.append(list(cmd))
            rc, out, err = 0, '{"findings": []}', ""
        elif served and tuple(cmd) in self.answers:
            rc, out, err = self.answers[tuple(cmd)]
        else:
            return subprocess.run(cmd, **kw)
        if not kw.get("text"):
            out, err = out.encode(), err.encode()
        if kw.get("check") and rc != 0:
            raise subprocess.CalledProcessError(rc, cmd, out, err)
        return subprocess.CompletedProcess(cmd, rc, out, err)

    def __getattr__(self, name):
        return getattr(subprocess, name)

def run_many(runner, commands):
    """Each command line's (exit code, stdout, stderr), from one brief_run_many process."""
    commands = list(dict.fromkeys(tuple(c) for c in commands))
    r = subprocess.run([runner], input="".join(json.dumps(list(c)) + "\n" for c in commands),
                       capture_output=True, text=True, check=True)
    answers = [json.loads(line) for line in r.stdout.splitlines()]
    if len(answers) != len(commands):
        raise SystemExit(f"{runner}: {len(answers)} answers to {len(commands)} command lines\n{r.stderr}")
    return {c: (a["rc"], a["stdout"], a["stderr"]) for c, a in zip(commands, answers)}

def run_scorer(brief, scorer, runner):
    """Runs the round's score.py BRIEF now, as a process or (with a runner) in this process."""
    if runner is None:
        subprocess.run([sys.executable, scorer, brief, "now"], check=True, capture_output=True, text=True)
        return
    spec = importlib.util.spec_from_file_location("round_scorer", scorer)
    module = importlib.util.module_from_spec(spec)
    served = ServedSubprocess(brief, None)
    saved_argv, saved_subprocess = sys.argv, sys.modules["subprocess"]
    sys.argv = [scorer, brief, "now"]
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            # The scorer's own `import subprocess` binds the stand-in (one scorer also runs its
            # main() when imported, without a __main__ guard).
            sys.modules["subprocess"] = served
            try:
                spec.loader.exec_module(module)
            finally:
                sys.modules["subprocess"] = saved_subprocess
            module.main()                                     # learns the command lines
            served.answers = run_many(runner, served.asked)
            module.main()                                     # scores with the answers
    finally:
        sys.argv = saved_argv

def scored_table(brief, rnd, tmp, runner):
    out = os.path.join(tmp, os.path.basename(rnd))
    if not os.path.isdir(out):
        subprocess.run(["sh", os.path.join(HERE, "expand.sh"), rnd, out], check=True)
    run_scorer(brief, os.path.join(out, "score.py"), runner)
    return open(os.path.join(out, "results-now.txt"), encoding="utf-8").read()

def score(brief, rnd, tmp, runner=None):
    text = scored_table(brief, rnd, tmp, runner)
    # Each round's adversary wrote its own scorer; they print the totals in one of two forms.
    m = re.search(r"(?i)LIES: caught at the line (\d+) / flagged anywhere \d+ / total (\d+)", text) or \
        re.search(r"(?m)^ALL\s+(\d+)\s+\d+\s+(\d+)$", text)
    h = re.search(r"(?i)honest:? flagged:? (\d+) / (?:total )?(\d+)", text)
    if not m or not h:
        raise SystemExit(f"{rnd}: the scorer's totals were not found")
    if re.search(r"(?i)broken[^\n]*: ([1-9]\d*)", text):
        raise SystemExit(f"{rnd}: some held-out files no longer load:\n{text}")
    return int(m[1]), int(m[2]), int(h[1]), int(h[2])

def runner_agrees(brief, rounds, runner):
    """The same results table, file by file, from separate processes and from the runner."""
    failed = False
    for rnd in rounds:
        with tempfile.TemporaryDirectory(prefix="brief-heldout-") as tmp:
            alone = scored_table(brief, rnd, tmp, None)
            served = scored_table(brief, rnd, tmp, runner)
        if alone != served:
            failed = True
            diff = [f"  process: {a}\n  runner:  {b}" for a, b in zip(alone.splitlines(), served.splitlines()) if a != b]
            print(f"{rnd}: the runner's table differs from separate processes':\n" + "\n".join(diff[:10]), file=sys.stderr)
        else:
            print(f"{rnd}: {len(alone.splitlines())} lines, the same from separate processes and from the runner")
    return 1 if failed else 0

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
    runner = os.path.abspath(sys.argv[sys.argv.index("--runner") + 1]) if "--runner" in sys.argv[2:] else None
    if "--runner-agrees" in sys.argv[2:]:
        if runner is None:
            raise SystemExit("--runner-agrees needs --runner RUN_MANY")
        rounds = []
        for a in sys.argv[sys.argv.index("--runner-agrees") + 1:]:
            if a.startswith("--"):
                break
            rounds.append(a)
        return runner_agrees(brief, [r for r in list(FLOORS) + list(TUNING_FLOORS) if os.path.basename(r) in rounds], runner)
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
            caught, total, flagged, files = score(brief, rnd, tmp, runner)
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
