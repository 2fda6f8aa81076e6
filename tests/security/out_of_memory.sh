#!/usr/bin/env bash
# Out of memory is "brief: error: out of memory" and exit 2, never an abort: 600 MB on stdin
# under a 200 MB address-space limit. Skips (77) when brief cannot start under that limit
# (a sanitizer build reserves terabytes of shadow memory).
set -u
brief=$1
if ! (ulimit -v 200000; "$brief" --version >/dev/null 2>&1); then
  echo "SKIP: brief cannot start under a 200 MB address-space limit (sanitizer build?)"
  exit 77
fi
err=$( (ulimit -v 200000; head -c 600000000 /dev/zero | "$brief" --max-bytes 1073741824 lint - >/dev/null) 2>&1)
code=$?
if [[ $code -ne 2 || $err != *"brief: error: out of memory"* ]]; then
  echo "FAIL: exit $code, stderr: $err"
  exit 1
fi
echo "ok: exit 2, $err"
