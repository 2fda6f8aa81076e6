#!/usr/bin/env bash
# ci_recipe.sh SOURCE_DIR BRIEF WORK_DIR: runs the `run: brief lint` line of docs/ci.md's
# GitHub workflow on the project's own catalog, as GitHub would (GITHUB_ACTIONS=true), then
# checks its exit code, its annotations and the SARIF it wrote.
set -euo pipefail
src=$1 brief=$2 work=$3
. "$src/tests/support/skip.sh"  # skip REASON: exit 77, or 1 under BRIEF_REQUIRE_TOOLS=1
# The SARIF is read by node, else python3; without either the recipe cannot be checked.
if command -v node >/dev/null; then sarif_reader=node
elif command -v python3 >/dev/null; then sarif_reader=python3
else skip "neither node nor python3 is installed to read the SARIF"
fi

step=$(awk '/^```yaml/{y=1} /^```$/{y=0} y && /run: brief lint /{sub(/^[[:space:]]*run: /, ""); print; exit}' "$src/docs/ci.md")
[ -n "$step" ] || { echo "ci: no 'run: brief lint' step in docs/ci.md" >&2; exit 1; }
echo "ci: $step"

rm -rf "$work" && mkdir -p "$work/bin"
ln -s "$brief" "$work/bin/brief"
cp -r "$src/profiles" "$work/profiles"
cd "$work"
set +e
out=$(PATH="$work/bin:$PATH" GITHUB_ACTIONS=true bash -c "$step")
rc=$?
set -e
printf '%s\n' "$out"
# The shipped catalog must lint clean; a finding would be an annotation and exit 1.
[ "$rc" -eq 0 ] || { echo "ci: the lint step exited $rc on the shipped catalog" >&2; exit 1; }
if grep -q '^::error' <<<"$out"; then echo "ci: error annotations on a clean catalog" >&2; exit 1; fi
[ -s brief.sarif ] || { echo "ci: the step wrote no brief.sarif" >&2; exit 1; }
# One reader, chosen above by what is installed: a reader that finds a fault fails the test
# (falling back to the other reader on a failure would let the laxer one pass it).
if [ "$sarif_reader" = node ]; then
  node -e '
    const s = JSON.parse(require("fs").readFileSync("brief.sarif", "utf8"));
    if (s.version !== "2.1.0") throw new Error("sarif version " + s.version);
    const rules = s.runs[0].tool.driver.rules;
    if (!rules.length || !rules.every(r => r.id && r.shortDescription && r.fullDescription && r.help))
      throw new Error("sarif rules lack id/shortDescription/fullDescription/help");
  '
else
  python3 -c '
import json; s = json.load(open("brief.sarif")); assert s["version"] == "2.1.0", s["version"]
r = s["runs"][0]["tool"]["driver"]["rules"]
assert r and all(all(k in x for k in ("id", "shortDescription", "fullDescription", "help")) for x in r), \
    "sarif rules lack id/shortDescription/fullDescription/help"'
fi
echo "ci: the documented GitHub step passes on the shipped catalog"
