#!/bin/sh
# tests/honesty/heldout/expand.sh ROUND OUT: writes the held-out round's lies and honest files
# (base.yaml plus each .diff) into OUT, with its hardware entries and scorer, checking every
# file against MANIFEST.sha256 first: a held-out file that changed is refused, not scored.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
round="$here/$1"
out=$2
(cd "$round" && sha256sum --quiet -c MANIFEST.sha256)
mkdir -p "$out/lies" "$out/honest"
cp "$round/base.yaml" "$round/score.py" "$out/"
for kind in lies honest; do
  for d in "$round/$kind"/*.diff; do
    n=$(basename "$d" .diff)
    patch -s -o "$out/$kind/$n.yaml" "$round/base.yaml" < "$d"
  done
  if [ -d "$round/$kind/hardware" ]; then cp -r "$round/$kind/hardware" "$out/$kind/"; fi
done
