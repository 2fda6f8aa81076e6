#!/bin/sh
# The rule scripts/new-rule wrote (in build/tests/contrib/tree) against the suite's rule tests:
# first the contributor's approve-golden step for its doc page, then its fixtures (the bad one
# must report the rule's finding, so the rule is registered and runs), the registry's checks
# (code, family, doc page, no bare code strings) and the shipped catalog, which the example
# check must leave clean.
set -eu
tests=$1
tree=$2
code=$3
BRIEF_APPROVE=1 "$tests" "docs/rules has one page per code generated from the registry" >/dev/null
test -f "$tree/docs/rules/$code.md" || { echo "no docs/rules/$code.md: $code is not registered" >&2; exit 1; }
BRIEF_RULE=$code "$tests" "[fixtures]"
"$tests" "[registry]"
"$tests" "[shipped]"
