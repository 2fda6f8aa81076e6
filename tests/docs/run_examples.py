#!/usr/bin/env python3
"""Runs every example command of the docs: the ```sh blocks of README.md and docs/*.md, and
the "Examples:" of `brief --help` and of every `brief COMMAND --help`.

Each document runs top to bottom in one scratch clone of the repository (so `HEAD~1`,
`main` and `profiles/` are what a user's clone has), with the built `brief` first on PATH.
A command fails the test when it exits with a code the table below does not expect for it
(0 unless listed), or when it pipes into jq and jq prints `null` where the docs promise a
value. Usage: run_examples.py SOURCE_DIR BRIEF_BINARY WORK_DIR. Exit 77: cannot run here.
"""
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from skip import skip  # noqa: E402  exit 77, or 1 under BRIEF_REQUIRE_TOOLS=1

# Exit codes the docs state for a command: (document or "" for any, substring of the
# command) -> allowed codes. Every other command must exit 0.
EXPECTED = {
    # A fresh scaffold keeps its FILL IN placeholders until the author writes them (BC701):
    # the guide says so, and lint, render and a lint of the folder holding it fail.
    ("", "brief lint profiles/qwen3-235b-spark-tp2.yaml"): {1},
    ("", "brief --profiles profiles render qwen3-235b-spark-tp2"): {1},
    ("help", "brief new my-profile -o profiles/my-profile.yaml && brief lint"): {1},
    ("user-guide", "brief lint profiles/ --format github"): {1},
    # The guide's profile is new in the scratch clone, so main has no such file (exit 2,
    # with a message naming the revision and path).
    ("user-guide", "brief diff --git main "): {2},
    # The README inspects the toy ./my-model (16 bytes of tensors) into my-profile.yaml, a copy
    # of the shipped profile whose disk plan holds an about 165 GB checkpoint: calc then meets
    # two descriptions of the checkpoint's files (BM112) and gives no verdict, as it should.
    ("README", "brief calc ./my-profile.yaml"): {1},
    # Differences exit 1; whether HEAD~1 or origin/main touched the file depends on history.
    ("", "brief diff --git"): {0, 1},
}
# Set up once per scratch clone: the files the examples name as "your own".
SETUP = [
    "cp profiles/glm53-limechain-c8.yaml my-profile.yaml",
    "cp profiles/glm53-limechain-c8.yaml old.yaml",
    "cp profiles/glm53-limechain-c8.yaml new.yaml",
    "cp profiles/glm53-limechain-c8.yaml profile.yaml",
    # The calculator docs' "./llama.yaml": the Llama-3.1-8B fixture whose both verdicts fit.
    "cp tests/fixtures/memory/calculator-fits.yaml llama.yaml",
    # ... and its hardware entry, so it lints clean and passes calc's gate.
    "mkdir -p hardware && cp tests/fixtures/memory/hardware/test-uma-node-64gib.yaml hardware/",
    # "./my-model" for `brief inspect`: one small safetensors file, header and data.
    "mkdir -p my-model && python3 -c \"import json,struct; "
    "h=json.dumps({'model.embed_tokens.weight':{'dtype':'F32','shape':[2,2],'data_offsets':[0,16]}}).encode(); "
    "open('my-model/model.safetensors','wb').write(struct.pack('<Q',len(h))+h+bytes(16))\"",
]
# Not run, with the reason (printed, so a reader of the log sees it).
NOT_RUN = {
    "scripts/install-deps.sh": "the fresh-clone build line: the install tests build and run brief",
    "bench/": "a benchmark, minutes long on a shared machine; .ci/run runs bench/run.sh --smoke",
    "http.server": "serves the site until stopped; web.site_recipe_github_pages builds and checks the same site",
}


def doc_commands(path):
    text = open(path, encoding="utf-8").read()
    out = []
    for block in re.finditer(r"```(?:sh|bash|shell)\n(.*?)```", text, re.S):
        for line in block.group(1).splitlines():
            stripped = line.strip()
            if stripped.startswith("#") or not stripped:
                continue
            if re.match(r"^(\./build/)?brief\b|.*\bbrief\b", stripped):
                out.append(stripped)
    return out


def help_commands(brief):
    def examples(args):
        r = subprocess.run([brief, *args, "--help"], capture_output=True, text=True)
        lines, on = [], False
        for line in r.stdout.splitlines():
            if line.strip() == "Examples:":
                on = True
                continue
            if on and line.startswith("  brief"):
                lines.append(line.strip())
            elif on and line.strip() and not line.startswith("  "):
                on = False
        return lines

    top = subprocess.run([brief, "--help"], capture_output=True, text=True).stdout
    commands = re.findall(r"^  (\w+)\s", top.split("SUBCOMMANDS:")[-1], re.M)
    out = examples([])
    for c in commands:
        out += examples([c])
    return out, commands


def strip_comment(cmd):
    # A trailing "# ..." comment after two spaces, outside quotes.
    m = re.search(r"\s{2,}#.*$", cmd)
    return cmd[: m.start()] if m else cmd


def scratch_clone(source, work, name):
    target = os.path.join(work, name)
    shutil.rmtree(target, ignore_errors=True)
    subprocess.run(["git", "clone", "-q", source, target], check=True)
    # A user's clone has a local main; a clone of a feature branch may not.
    subprocess.run("git rev-parse -q --verify main >/dev/null || git branch -q main origin/main",
                   shell=True, cwd=target, check=False)
    # The working tree's docs and profiles, as they are now (uncommitted edits included).
    for sub in ("profiles", "docs", "README.md"):
        src = os.path.join(source, sub)
        dst = os.path.join(target, sub)
        if os.path.isdir(src):
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(src, dst)
        elif os.path.exists(src):
            shutil.copy(src, dst)
    for step in SETUP:
        subprocess.run(step, shell=True, cwd=target, check=True)
    return target


def run_all(name, commands, source, work, env):
    """Runs one document's commands in its own scratch clone; returns (failures, log lines),
    so documents can run side by side and still print in order."""
    cwd = scratch_clone(source, work, name)
    failures = 0
    log = []
    print = log.append  # noqa: A001  the log of this document, printed by main in order
    for raw in commands:
        cmd = strip_comment(raw).replace("| less", "| cat")
        skip = next((why for key, why in NOT_RUN.items() if key in cmd), None)
        if skip:
            print(f"NOT RUN {name}: {cmd}\n  ({skip})")
            continue
        allowed = next((codes for (doc, key), codes in EXPECTED.items() if doc in name and key in cmd), {0})
        r = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], cwd=cwd, env=env,
                           capture_output=True, text=True, timeout=120)
        problem = None
        if r.returncode not in allowed:
            problem = f"exit {r.returncode}, expected {sorted(allowed)}"
        elif "| jq" in cmd and any(line.strip() == "null" for line in r.stdout.splitlines()):
            problem = "jq printed null"
        if problem:
            failures += 1
            print(f"FAIL {name}: {cmd}\n  {problem}\n  stdout: {r.stdout[-400:]!r}\n  stderr: {r.stderr[-400:]!r}")
        else:
            print(f"ok   {name}: {cmd} (exit {r.returncode})")
    return failures, log


def main():
    source, brief, work = sys.argv[1:4]
    for tool in ("git", "jq", "bash"):
        if shutil.which(tool) is None:
            skip(f"{tool} is not installed")
    if not os.path.isdir(os.path.join(source, ".git")) and not os.path.isfile(os.path.join(source, ".git")):
        skip("the source folder is not a git checkout (the examples use git history)")
    os.makedirs(work, exist_ok=True)
    bin_dir = os.path.join(work, "bin")
    os.makedirs(bin_dir, exist_ok=True)
    link = os.path.join(bin_dir, "brief")
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(os.path.abspath(brief), link)
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""), NO_COLOR="1")
    env.pop("GITHUB_ACTIONS", None)

    docs = [os.path.join(source, "README.md")]
    docs += sorted(os.path.join(source, "docs", f) for f in os.listdir(os.path.join(source, "docs")) if f.endswith(".md"))
    helps, names = help_commands(link)
    if not names:
        print("FAIL: `brief --help` lists no commands")
        return 1
    jobs = [(os.path.relpath(doc, source).replace("/", "_"), doc_commands(doc)) for doc in docs]
    jobs.append(("help", helps))
    total = sum(len(commands) for _, commands in jobs)
    # Each document has its own scratch clone, so they run side by side, one per core; the
    # logs are printed in the documents' order.
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = list(pool.map(lambda job: run_all(job[0], job[1], source, work, env), jobs))
    failures = 0
    for count, log in results:
        failures += count
        for line in log:
            print(line)
    print(f"{total} example commands, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
