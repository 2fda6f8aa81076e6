#!/usr/bin/env bash
# site_recipe.sh SOURCE_DIR BRIEF WORK_DIR: runs docs/ci.md's GitHub Pages recipe up to the
# upload: the `run: brief site` line and the upload step's `path:` are read from docs/ci.md,
# the line runs on a copy of the shipped catalog, and the folder is packed the way
# actions/upload-pages-artifact packs it (a tar of the folder's contents). The artifact must
# have index.html at its root, and every relative link of every page must resolve inside it.
set -euo pipefail
src=$1 brief=$2 work=$3
doc="$src/docs/ci.md"
step=$(awk '/^```yaml/{y=1} /^```$/{y=0} y && /run: brief site /{sub(/^[[:space:]]*run: /, ""); print; exit}' "$doc")
upload=$(awk '/^```yaml/{y=1} /^```$/{y=0} y && /upload-pages-artifact/{u=1} y && u && /path:/{sub(/^[[:space:]]*path:[[:space:]]*/, ""); print; exit}' "$doc")
[ -n "$step" ] || { echo "pages: no 'run: brief site' step in docs/ci.md" >&2; exit 1; }
[ -n "$upload" ] || { echo "pages: no upload-pages-artifact path in docs/ci.md" >&2; exit 1; }
echo "pages: $step"
echo "pages: upload $upload"

rm -rf "$work" && mkdir -p "$work/bin" "$work/repo"
ln -s "$brief" "$work/bin/brief"
cp -r "$src/profiles" "$work/repo/profiles"
cd "$work/repo"
PATH="$work/bin:$PATH" bash -c "$step"
[ -d "$upload" ] || { echo "pages: the step wrote no $upload" >&2; exit 1; }
# What actions/upload-pages-artifact@v3 runs (without its --exclude of .git and .github).
tar --dereference --hard-dereference --directory "$upload" -cf "$work/artifact.tar" .
mkdir "$work/unpacked" && tar -xf "$work/artifact.tar" -C "$work/unpacked"
[ -f "$work/unpacked/index.html" ] || { echo "pages: no index.html at the artifact's root" >&2; exit 1; }
python3 - "$work/unpacked" <<'PY'
import os, re, sys
root = sys.argv[1]
pages = links = 0
for folder, _, files in os.walk(root):
    for name in files:
        if not name.endswith(".html"):
            continue
        pages += 1
        path = os.path.join(folder, name)
        html = open(path, encoding="utf-8").read()
        for href in re.findall(r'href="([^"]*)"', html):
            links += 1
            if href.startswith("#"):
                assert f'id="{href[1:]}"' in html, f"{path}: no anchor {href}"
                continue
            assert ":" not in href, f"{path}: a link that leaves the site: {href}"
            target = os.path.normpath(os.path.join(folder, href.split("#")[0]))
            assert target.startswith(root) and os.path.isfile(target), f"{path}: broken link {href}"
print(f"pages: {pages} pages, {links} links, every one inside the artifact")
PY
echo "pages: the documented GitHub Pages recipe builds an uploadable site"
