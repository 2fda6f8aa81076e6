#!/bin/sh
# completions/brief.fish and completions/_brief. fish: completes options, values, catalog ids
# and rule codes, and offers only ids of the id grammar, never running what a catalog prints
# (a fake brief prints $(touch ...) and `touch ...` as ids). zsh: the file parses (driving
# zsh's completion system needs a terminal). Exit 77 when neither shell is installed.
# Usage: shell_completions.sh SOURCE_DIR BRIEF_BINARY
set -u
src=$1
bin_dir=$(dirname "$2")
ran=0
fail() { echo "FAIL: $*"; exit 1; }
if command -v fish >/dev/null 2>&1; then
  ran=1
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
else
  echo "fish is not installed: not checked"
fi
if command -v zsh >/dev/null 2>&1; then
  ran=1
  zsh -n "$src/completions/_brief" || fail "zsh: completions/_brief does not parse"
  echo "ok: zsh (parses)"
else
  echo "zsh is not installed: not checked"
fi
[ $ran -eq 1 ] || { echo "SKIP: neither fish nor zsh is installed"; exit 77; }
