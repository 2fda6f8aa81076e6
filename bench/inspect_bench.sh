#!/usr/bin/env bash
# brief inspect and brief calc against straightforward independent readers, side by side:
#   - a 60-shard, 330 GB sparse safetensors folder: brief inspect vs bench/safetensors_reader.py
#   - a 317 GB sparse GGUF: brief inspect vs @huggingface/gguf (npm) via bench/gguf_reader.mjs
#   - brief calc: a sweep of 100 context x slot points
# Wall times are medians of BENCH_RUNS (default 7) alternating runs. See docs/performance.md.
#   bench/inspect_bench.sh [BRIEF_BINARY]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
brief=${1:-$root/build/brief}
runs=${BENCH_RUNS:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$root/bench/make_checkpoints.py" "$work"
tools=$root/build/gguf-tools
if [ ! -f "$tools/node_modules/@huggingface/gguf/package.json" ]; then
  mkdir -p "$tools" && cp "$root/tests/inspect/gguf_reader_agreement/package.json" "$tools/"
  npm install --prefix "$tools" --no-audit --no-fund --no-package-lock --loglevel=error >&2 || tools=""
fi
[ -n "$tools" ] && cp "$root/bench/gguf_reader.mjs" "$tools/gguf_reader.mjs"

# median wall milliseconds of a command over $runs runs
median_ms() {
  local t=()
  for _ in $(seq "$runs"); do
    local s e
    s=$(date +%s%N); "$@" >/dev/null; e=$(date +%s%N)
    t+=($(( (e - s) / 1000000 )))
  done
  printf '%s\n' "${t[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

contexts=$(seq -s, 4096 4096 40960)   # 10 contexts
slots=$(seq -s, 1 10)                 # x 10 slot counts = 100 points
row() { printf '%-44s %8s ms %8s ms %6s\n' "$1" "$2" "$3" "$(python3 -c "print(f'{$3/max($2,1):.1f}x')")"; }
printf '%-44s %11s %11s %6s\n' "" "brief" "other" "ratio"
b=$(median_ms "$brief" inspect "$work/st60"); o=$(median_ms python3 "$root/bench/safetensors_reader.py" "$work/st60")
row "inspect 60-shard 330 GB safetensors (python)" "$b" "$o"
if [ -n "$tools" ]; then
  b=$(median_ms "$brief" inspect "$work/big.gguf"); o=$(median_ms node "$tools/gguf_reader.mjs" "$work/big.gguf")
  row "inspect 317 GB GGUF (@huggingface/gguf)" "$b" "$o"
fi
b=$(median_ms "$brief" calc "$root/tests/fixtures/memory/calculator-fits.yaml" --profiles "$root/tests/fixtures/memory" \
  --context "$contexts" --slots "$slots")
e=$(median_ms "$brief" --version)
printf '%-44s %8s ms (process start alone: %s ms)\n' "calc sweep, 100 points (whole process)" "$b" "$e"
du -sh --apparent-size "$work/st60" "$work/big.gguf" | sed 's/^/apparent size: /'
du -sh "$work" | sed 's/^/on disk: /'
