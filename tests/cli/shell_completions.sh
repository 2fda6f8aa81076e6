#!/bin/sh
# completions/brief.fish and completions/_brief. fish: completes options, values, catalog ids
# and rule codes, and offers only ids of the id grammar, never running what a catalog prints
# (a fake brief prints $(touch ...) and `touch ...` as ids). zsh: the file parses (driving
# zsh's completion system needs a terminal). One shell per run, so each is its own ctest
# test: skipped (exit 77) when that shell is not installed, never passed unchecked.
# Usage: shell_completions.sh fish|zsh SOURCE_DIR BRIEF_BINARY
set -u
shell=$1
src=$2
bin_dir=$(dirname "$3")
. "$src/tests/support/skip.sh"  # skip REASON: exit 77, or 1 under BRIEF_REQUIRE_TOOLS=1
fail() { echo "FAIL: $*"; exit 1; }
command -v "$shell" >/dev/null 2>&1 || skip "$shell is not installed (Debian: apt-get install $shell)"
if [ "$shell" = fish ]; then
  fc() { PATH="$1:$PATH" fish --no-config -c "source '$src/completions/brief.fish'; complete -C '$2'"; }
  fc "$bin_dir" 'brief lint --fo' | grep -q -- '--format' || fail "fish: lint --fo"
  fc "$bin_dir" 'brief lint -f s' | grep -q '^sarif' || fail "fish: lint -f s"
  fc "$bin_dir" 'brief render glm53-' | grep -q '^glm53-limechain-c8' || fail "fish: profile ids"
  fc "$bin_dir" 'brief explain BM10' | grep -q '^BM101' || fail "fish: rule codes"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  cat > "$work/brief" <<FAKE
#!/bin/sh
case "\$*" in *"list --ids"*) printf '%s\n' good-id.1 '\$(touch $work/pwned)' 'Bad;id' '\`touch $work/pwned\`' ;; esac
FAKE
  chmod +x "$work/brief"
  offered=$(cd "$work" && fc "$work" 'brief render ')
  echo "$offered" | grep -qx 'good-id.1' || fail "fish: the valid id is not offered"
  echo "$offered" | grep -q 'touch' && fail "fish: an id outside the grammar is offered"
  echo "$offered" | grep -q 'Bad;id' && fail "fish: an id outside the grammar is offered"
  [ -e "$work/pwned" ] && fail "fish: completing ran what the catalog printed"
  echo "ok: fish"
elif [ "$shell" = zsh ]; then
  zsh -n "$src/completions/_brief" || fail "zsh: completions/_brief does not parse"
  echo "ok: zsh (parses)"
else
  fail "unknown shell '$shell' (fish or zsh)"
fi
