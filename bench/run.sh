#!/usr/bin/env bash
# Catalog-scale benchmarks, side by side: the yaml-cpp parse floor, `brief lint` at one
# thread and on every core, yamllint, peak memory at two catalog sizes, and whole-process
# `brief render`. Prints a table of ratios (medians of alternating runs) and the
# microbenchmarks. See docs/performance.md.
#
#   bench/run.sh            full size (1,000 and 4,000 profiles); exit 1 if a target fails
#   bench/run.sh --site     only `brief site` against `brief lint` over 1,000 profiles
#   bench/run.sh --smoke    tiny size (20 and 40), one run; exit 0 even when a ratio fails,
#                           non-zero only when something does not build or run
#
# Environment: BRIEF_BENCH_BUILD (build folder, default build-bench; an existing Release folder
# is reused as it is), BENCH_RUNS (runs per
# contestant in full mode, default 5).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BRIEF_BENCH_BUILD:-$root/build-bench}
smoke=0 site_only=()
for arg in "$@"; do
  case $arg in
    --smoke) smoke=1 ;;
    --site) site_only=(--site-only) ;;
    *) echo "usage: bench/run.sh [--smoke] [--site]" >&2; exit 2 ;;
  esac
done

# Tools the comparison needs, from Debian, installed only when missing.
missing=()
command -v yamllint >/dev/null || missing+=(yamllint)
[ -x /usr/bin/time ] || missing+=(time)
[ -f /usr/include/benchmark/benchmark.h ] || missing+=(libbenchmark-dev)
if [ ${#missing[@]} -gt 0 ]; then
  echo "bench: installing ${missing[*]}"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# A fresh folder builds no tests; an existing one (CI passes the README's build folder, whose
# objects are already compiled) keeps its settings, so only the benchmarks compile.
fresh=(); [ -f "$build/CMakeCache.txt" ] || fresh=(-DBRIEF_TESTS=OFF)
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBRIEF_BENCH=ON "${fresh[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)" --target brief parse_floor micro_bench >/dev/null

if [ $smoke -eq 1 ]; then
  sizes=(--small 20 --large 40 --runs 1 --yamllint-runs 1 --render-reps 5 --smoke)
  micro=(--benchmark_min_time=0.01)
else
  sizes=(--small 1000 --large 4000 --runs "${BENCH_RUNS:-5}" --yamllint-runs 3 --render-reps 200)
  micro=()
fi

status=0
python3 "$root/bench/compare.py" --brief "$build/brief" --floor "$build/bench/parse_floor" \
  --work "$build/bench-work" "${sizes[@]}" "${site_only[@]}" || status=$?
[ ${#site_only[@]} -eq 0 ] || exit $status
echo
"$build/bench/micro_bench" "${micro[@]}"
exit $status
