#!/bin/sh
# SARIF for awkward paths, judged by the SARIF multitool with GitHub's rules: a file name with
# a space, '#', '%' and CJK, given relative (a %SRCROOT% uri) and absolute from outside the
# working directory (a file:// uri), with a finding on a line of CJK text.
# Usage: sarif_paths.sh BRIEF SOURCE_DIR. Exit 77 when the multitool cannot run here.
set -u
brief=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/repo" "$work/elsewhere"
name='中 a b#1%zz.yaml'
sed 's/^subtitle: .*/subtitle: "中文字幕 LimeChain"\nsubtitel: 中文/' "$src/tests/rules/BM104/bad.yaml" > "$work/repo/$name"
(cd "$work/repo" && "$brief" lint -f sarif "$name" > "$work/relative.sarif")
(cd "$work/elsewhere" && "$brief" lint -f sarif "$work/repo/$name" > "$work/absolute.sarif")
grep -q '"uri": "%E4%B8%AD%20a%20b%231%25zz.yaml"' "$work/relative.sarif" || { echo "FAIL: relative uri"; cat "$work/relative.sarif"; exit 1; }
grep -q '"uri": "file:///' "$work/absolute.sarif" || { echo "FAIL: absolute uri is not file://"; exit 1; }
for f in relative absolute; do
  sh "$src/tests/report/sarif_multitool.sh" "$work/$f.sarif"
  rc=$?
  [ $rc -eq 0 ] || exit $rc
done
