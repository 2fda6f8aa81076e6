#!/usr/bin/env python3
"""Runs the catalog-scale comparisons side by side and prints a table of ratios.

Called by bench/run.sh once the binaries are built; see docs/performance.md. Every
comparison alternates its contestants round by round (A B C, A B C, ...) so that a busy
neighbour on a shared machine slows both sides of a ratio alike, and reports medians.
Wall time is taken with a monotonic clock around the process; CPU time (user + system) and
peak memory come from /usr/bin/time (-f %U %S %M). Costs (lint against the floor, render
against the floor) compare CPU time, which a busy neighbour inflates far less than wall
time; speed (yamllint against lint, one thread against all cores) compares wall time,
since that is what a parallel run improves.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
RENDER_ID = "glm53-limechain-c8"
RENDER_FILE = os.path.join(REPO, "profiles", RENDER_ID + ".yaml")

# yamllint as CI users run it: its own default rule set (`-d default`), machine-readable
# output thrown away. A parse-only configuration (no rules) is reported beside it.
YAMLLINT_DEFAULT = ["yamllint", "-d", "default", "-f", "parsable"]
YAMLLINT_PARSE_ONLY = ["yamllint", "-d", "{rules: {}}", "-f", "parsable"]


class Failure(Exception):
    pass


def measure(cmd, stdout_path=None, ok_codes=(0,)):
    """Runs cmd once; returns wall, cpu (user+sys) seconds and peak RSS in KiB."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as tf:
        out = open(stdout_path, "wb") if stdout_path else subprocess.DEVNULL
        try:
            start = time.perf_counter()
            rc = subprocess.call(["/usr/bin/time", "-q", "-f", "%U %S %M", "-o", tf.name] + cmd,
                                 stdout=out,
                                 stderr=subprocess.STDOUT if stdout_path else subprocess.DEVNULL)
            wall = time.perf_counter() - start
        finally:
            if stdout_path:
                out.close()
        if rc not in ok_codes:
            raise Failure(f"{' '.join(cmd[:3])} ... exited {rc}")
        fields = tf.read().split()[-3:]
        user, sys_, rss = float(fields[0]), float(fields[1]), int(fields[2])
    return {"wall": wall, "cpu": user + sys_, "rss": rss}


def rounds(contestants, runs):
    """contestants: name -> zero-argument function returning a measure(); alternated."""
    results = {name: [] for name in contestants}
    for _ in range(runs):
        for name, run in contestants.items():
            results[name].append(run())
    return results


def med(samples, key):
    return statistics.median(s[key] for s in samples)


def loop_cmd(argv, reps):
    """One shell running argv reps times: whole processes, start-up included."""
    quoted = " ".join("'" + a.replace("'", "'\\''") + "'" for a in argv)
    return ["bash", "-c", f"for i in $(seq {reps}); do {quoted} >/dev/null || exit 1; done"]


def ratio(a, b):
    """a / b, or None when b is zero: /usr/bin/time reports CPU time in 10 ms steps, so a
    tiny run (the smoke size) can measure 0 s, and no ratio can be read from it."""
    return a / b if b > 0 else None


def times(a, b):
    r = ratio(a, b)
    return f"{r:.2f}x" if r is not None else "unmeasurable: the denominator measured 0 s"


class Table:
    def __init__(self):
        self.rows = []

    def target(self, name, value, limit, at_most):
        bound = ("<= " if at_most else ">= ") + f"{limit}x"
        if value is None:  # a zero denominator: not a pass, and not silently skipped
            self.rows.append((name, "unmeasurable: the denominator measured 0 s", bound, "UNMEASURED"))
            return
        passed = value <= limit if at_most else value >= limit
        self.rows.append((name, f"{value:.2f}x", bound, "PASS" if passed else "FAIL"))

    def check(self, name, ok, what):
        self.rows.append((name, what, "yes", "PASS" if ok else "FAIL"))

    def info(self, name, value):
        self.rows.append((name, value, "", "info"))

    def missing(self, name, why):  # MISSING: the feature measured is not there
        self.rows.append((name, why, "", "MISSING"))

    def print(self):
        widths = [max(len(r[i]) for r in self.rows + [self.header()]) for i in range(4)]
        for r in [self.header()] + [tuple("-" * w for w in widths)] + self.rows:
            print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())

    @staticmethod
    def header():
        return ("target", "measured", "limit", "verdict")

    def failed(self):
        return [r for r in self.rows if r[3] in ("FAIL", "MISSING", "BUSY", "UNMEASURED")]


def help_text(argv):
    return subprocess.run(argv + ["--help"], capture_output=True, text=True).stdout


def has_lint(brief):
    # `brief lint --help` exits 0 even without lint (the top-level help answers), so look
    # for the subcommand in the list.
    return any(line.split()[:1] == ["lint"] for line in help_text([brief]).splitlines())


def has_site(brief):
    return any(line.split()[:1] == ["site"] for line in help_text([brief]).splitlines())


def has_jobs_option(brief):
    return any(w in ("-j,--jobs", "-j") for w in help_text([brief, "lint"]).split())


def measure_site(table, brief, catalog, args):
    """The whole catalog site (index, every brief as HTML and JSON, hardware and rule pages)
    against the lint it embeds, side by side on the same catalog."""
    if not has_site(brief):
        table.missing("brief site", "the site command is not in this build")
        return
    site_dir = os.path.join(args.work, "site")
    s = rounds({
        "lint": lambda: measure([brief, "lint", catalog], ok_codes=(0, 1)),
        "site": lambda: measure([brief, "site", catalog, "-o", site_dir]),
    }, args.runs)
    site_wall, lint_wall = med(s["site"], "wall"), med(s["lint"], "wall")
    table.target(f"site / lint, wall ({args.small} files)", ratio(site_wall, lint_wall), 3.0, True)
    table.info("site / lint, CPU time", times(med(s['site'], 'cpu'), med(s['lint'], 'cpu')))
    table.info("lint / site, wall", f"{lint_wall:.2f} s / {site_wall:.2f} s")


def measure_findings_rss(table, brief, args):
    """Peak memory when every file has a finding: distinct copies of the shipped profile, each
    with its one BR502 note, at both sizes, measured in the same run (alternating), with
    lint's wall time on each. Findings are printed while lint runs, so the large catalog
    must not need much more memory than the small one."""
    dirs = {}
    for n in (args.small, args.large):
        d = os.path.join(args.work, f"copies-{n}")
        shutil.rmtree(d, ignore_errors=True)
        subprocess.check_call([sys.executable, os.path.join(HERE, "gen_catalog.py"), str(n), d, "--copies"])
        dirs[n] = d
    m = rounds({n: (lambda d=d: measure([brief, "lint", d], ok_codes=(0, 1))) for n, d in dirs.items()}, args.runs)
    small, large = (med(m[n], "rss") for n in (args.small, args.large))
    table.target(f"lint peak RSS, every file with a finding, {args.large} / {args.small} files", ratio(large, small), 1.15, True)
    table.info("lint peak RSS, every file with a finding",
               f"{small / 1024:.1f} MiB / {large / 1024:.1f} MiB ({times(large, small)})")
    table.info("lint wall, every file with a finding",
               f"{med(m[args.small], 'wall'):.2f} s / {med(m[args.large], 'wall'):.2f} s")


def main(argv):
    p = argparse.ArgumentParser()
    p.add_argument("--brief", required=True)
    p.add_argument("--floor", required=True)
    p.add_argument("--work", required=True, help="folder for the generated catalogs and outputs")
    p.add_argument("--small", type=int, default=1000)
    p.add_argument("--large", type=int, default=4000)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--yamllint-runs", type=int, default=3)
    p.add_argument("--render-reps", type=int, default=200)
    p.add_argument("--smoke", action="store_true", help="exit 0 even when a target fails")
    p.add_argument("--site-only", action="store_true", help="measure only brief site against brief lint")
    args = p.parse_args(argv)

    os.makedirs(args.work, exist_ok=True)
    small = os.path.join(args.work, f"catalog-{args.small}")
    large = os.path.join(args.work, f"catalog-{args.large}")
    for n, d in ((args.small, small),) if args.site_only else ((args.small, small), (args.large, large)):
        # Always anew: a catalog left by an older generator would measure something else.
        shutil.rmtree(d, ignore_errors=True)
        subprocess.check_call([sys.executable, os.path.join(HERE, "gen_catalog.py"), str(n), d])

    print(f"machine: {os.cpu_count()} cores, {cpu_model()}; load average at start {load()}")
    sizes = f"{args.small}" if args.site_only else f"{args.small} and {args.large}"
    print(f"catalogs: {sizes} generated profiles; {args.runs} alternating "
          f"runs per contestant (yamllint: {args.yamllint_runs}); medians")
    table = Table()
    brief, floor = args.brief, args.floor
    if args.site_only:
        measure_site(table, brief, small, args)
        print(f"load average at end {load()}\n")
        table.print()
        return 1 if table.failed() and not args.smoke else 0
    lint_ok = (0, 1)  # 1: findings were reported, which is still a full lint run
    out_j1 = os.path.join(args.work, "lint-j1.out")
    out_jn = os.path.join(args.work, "lint-jn.out")

    if has_lint(brief):
        jobs = has_jobs_option(brief)
        # Without -j, lint is one thread already: "lint -j1" is then plain `brief lint`.
        one_thread = [brief, "lint", "-j", "1", small] if jobs else [brief, "lint", small]
        both = ["bash", "-c", f"'{floor}' '{small}' & '{floor}' '{small}'; wait"]
        r = rounds({
            "floor": lambda: measure([floor, small]),
            # Two floors at once: the speed-up this machine has room for right now.
            "floor-x2": lambda: measure(both),
            "lint-j1": lambda: measure(one_thread, out_j1, lint_ok),
            "lint": lambda: measure([brief, "lint", small], out_jn, lint_ok),
        }, args.runs)
        floor_wall, j1_wall, jn_wall = (med(r[k], "wall") for k in ("floor", "lint-j1", "lint"))
        floor_cpu, j1_cpu, jn_cpu = (med(r[k], "cpu") for k in ("floor", "lint-j1", "lint"))
        table.target(f"lint -j1 / parse floor, CPU time ({args.small} files)", ratio(j1_cpu, floor_cpu), 1.3, True)
        table.info("lint -j1 / parse floor, wall", times(j1_wall, floor_wall))
        table.info("lint (all cores) / parse floor, CPU time", times(jn_cpu, floor_cpu))
        table.info("parse floor / lint -j1 / lint, wall",
                   f"{floor_wall:.2f} s / {j1_wall:.2f} s / {jn_wall:.2f} s")
        room = ratio(2 * floor_wall, med(r["floor-x2"], "wall"))
        table.info("room: 2 parse floors at once / one after the other, wall", times(2 * floor_wall, med(r["floor-x2"], "wall")))
        if jobs and room is not None and room < 1.7:
            # Neighbours hold the other cores: no program could show the speed-up now.
            table.rows.append((f"lint -j1 / lint on {os.cpu_count()} cores, wall",
                               times(j1_wall, jn_wall), ">= 1.7x", "BUSY"))
        elif jobs:
            table.target(f"lint -j1 / lint on {os.cpu_count()} cores, wall", ratio(j1_wall, jn_wall), 1.7, False)
        else:
            table.missing(f"lint -j1 / lint on {os.cpu_count()} cores, wall",
                          f"no -j option ({times(j1_wall, jn_wall)})")
        same = open(out_j1, "rb").read() == open(out_jn, "rb").read()
        table.check("lint output identical at -j1 and all cores", same, "yes" if same else "no")
        findings = sum(1 for _ in open(out_jn, "rb"))
        table.info("lint output lines on the generated catalog", str(findings))

        y = rounds({
            "yamllint": lambda: measure(YAMLLINT_DEFAULT + [small], ok_codes=(0, 1)),
            "lint": lambda: measure([brief, "lint", small], ok_codes=lint_ok),
        }, args.yamllint_runs)
        yl_wall = med(y["yamllint"], "wall")
        table.target("yamllint (default rules) / lint, wall", ratio(yl_wall, med(y["lint"], "wall")), 20, False)
        table.info("yamllint (default rules) / lint, CPU time",
                   times(med(y['yamllint'], 'cpu'), med(y['lint'], 'cpu')))
        parse_only = measure(YAMLLINT_PARSE_ONLY + [small], ok_codes=(0, 1))
        table.info("yamllint (no rules, parse only, 1 run) / lint, wall",
                   times(parse_only['wall'], med(y['lint'], 'wall')))

        measure_site(table, brief, small, args)

        m = rounds({
            "small": lambda: measure([brief, "lint", small], ok_codes=lint_ok),
            "large": lambda: measure([brief, "lint", large], ok_codes=lint_ok),
        }, args.runs)
        rss_small, rss_large = med(m["small"], "rss"), med(m["large"], "rss")
        table.target(f"lint peak RSS {args.large} / {args.small} files", ratio(rss_large, rss_small), 1.15, True)
        table.info("lint peak RSS", f"{rss_small / 1024:.1f} MiB / {rss_large / 1024:.1f} MiB")
        measure_findings_rss(table, brief, args)
    else:
        table.missing("brief lint", "the lint command is not in this build")

    reps = args.render_reps
    rr = rounds({
        "floor": lambda: measure(loop_cmd([floor, RENDER_FILE], reps)),
        "render": lambda: measure(loop_cmd([brief, "render", RENDER_ID], reps)),
        "spawn": lambda: measure(loop_cmd(["/bin/true"], reps)),
    }, args.runs)
    render_wall, floor_wall1 = med(rr["render"], "wall"), med(rr["floor"], "wall")
    render_cpu, floor_cpu1 = med(rr["render"], "cpu"), med(rr["floor"], "cpu")
    table.target(f"render {RENDER_ID} / parse floor, CPU time, {reps} processes",
                 ratio(render_cpu, floor_cpu1), 2.0, True)
    table.info("render / parse floor, wall", times(render_wall, floor_wall1))
    table.info("per process: render / parse floor / /bin/true",
               " / ".join(f"{med(rr[k], 'wall') / reps * 1000:.2f} ms" for k in ("render", "floor", "spawn")))

    print(f"load average at end {load()}\n")
    table.print()
    failed = table.failed()
    if failed and not args.smoke:
        print(f"\n{len(failed)} target(s) not met")
        return 1
    return 0


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def load():
    try:
        return " ".join(open("/proc/loadavg").read().split()[:3])
    except OSError:
        return "unknown"


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except Failure as e:
        print(f"bench: {e}", file=sys.stderr)
        sys.exit(2)
