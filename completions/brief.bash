# bash completion for brief                                     -*- shell-script -*-
# Completes subcommands, each subcommand's options and their values, profile ids (from
# `brief list --ids`, honouring --profiles on the line), rule codes and names (from
# `brief rules`) and file names. Self-contained: it does not need the bash-completion
# package, and uses it when present.

_brief_commands="render lint list diff new schema rules explain site inspect calc"
_brief_global_options="--profiles --color --max-bytes -v --verbose -q --quiet --help -h --version"

# Runs the brief being completed (./build/brief or brief on PATH), with the line's --profiles.
_brief_run() {
  local exe=${COMP_WORDS[0]} i
  local -a dirs=()
  for ((i = 1; i < ${#COMP_WORDS[@]}; i++)); do
    if [[ ${COMP_WORDS[i]} == --profiles && -n ${COMP_WORDS[i + 1]-} ]]; then
      dirs+=(--profiles "${COMP_WORDS[i + 1]}")
    fi
  done
  command -v -- "$exe" >/dev/null 2>&1 || return 0
  "$exe" "${dirs[@]}" "$@" 2>/dev/null
}

# Profile ids follow the catalog id grammar (include/brief/id_grammar.h), as in zsh and fish.
_brief_profile_ids() {
  local word
  _brief_run list --ids | while IFS= read -r word; do
    [[ $word =~ ^[a-z0-9][a-z0-9._-]*$ ]] && printf '%s\n' "$word"
  done
}
# The first column of `brief rules` is the code, the second the name.
_brief_rule_codes() { _brief_run rules | awk '{print $1; print $2}'; }

# Adds to COMPREPLY each word read from stdin (one a line) that starts with $1 and follows
# the id grammar ([A-Za-z0-9][A-Za-z0-9._=-]*). Never `compgen -W "$(...)"`: compgen expands
# its word list, so a catalog file named `$(touch${IFS}PWNED).yaml` would run a command
# when TAB is pressed. Words here are compared, never evaluated.
_brief_offer() {
  local cur=$1 word
  while IFS= read -r word; do
    [[ $word =~ ^[A-Za-z0-9][A-Za-z0-9._=-]*$ ]] || continue
    [[ $word == "$cur"* ]] && COMPREPLY+=("$word")
  done
}

# Fixed word lists of this script, offered the same safe way.
_brief_words() {
  local cur=$1 word
  shift
  for word in "$@"; do
    [[ $word == "$cur"* ]] && COMPREPLY+=("$word")
  done
}

# Files and folders: names are listed by compgen -f/-d (which does not evaluate them) and
# read with mapfile (no word splitting, no globbing of a name like `*`). A folder gets a
# trailing slash and no space, so TAB can go on into it.
_brief_paths() {
  local cur=$1 only_dirs=${2-} name
  local -a names=()
  if [[ -n $only_dirs ]]; then
    mapfile -t names < <(compgen -d -- "$cur")
  else
    mapfile -t names < <(compgen -f -- "$cur")
  fi
  for name in "${names[@]}"; do
    if [[ -d $name ]]; then
      COMPREPLY+=("${name%/}/")
      compopt -o nospace 2>/dev/null
    elif [[ -z $only_dirs && ( $name == *.yaml || $name == *.yml ) ]]; then
      COMPREPLY+=("$name")
    fi
  done
  compopt -o filenames 2>/dev/null
}

_brief_files() {
  local cur=$1
  if declare -F _filedir >/dev/null 2>&1; then
    _filedir '@(yaml|yml)'
  else
    _brief_paths "$cur"
  fi
}

_brief() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
  local cmd="" i
  COMPREPLY=()

  # The subcommand is the first word that is neither an option nor an option's value.
  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      --profiles | --color | --max-bytes) ((i++)) ;;
      -o | --output | -f | --format | --fail-on | -j | --jobs | --width | --git | --schema) ((i++)) ;;
      --context | --slots | --kv-dtype | --state-dtype | --temporal-state-dtype | --tp | --pp | --assume | --runtime | --block-size | --max-num-batched-tokens | --speculative) ((i++)) ;;
      -*) ;;
      *) cmd=${COMP_WORDS[i]}; break ;;
    esac
  done

  # Values of options.
  case $prev in
    --profiles) _brief_paths "$cur" dirs; return ;;
    --color) _brief_words "$cur" auto always never; return ;;
    --max-bytes | --width | --git | --schema) return ;;
    --context | --slots | --kv-dtype | --state-dtype | --temporal-state-dtype | --tp | --pp | --assume | --block-size | --max-num-batched-tokens) return ;;
    --runtime) _brief_words "$cur" vllm llama.cpp sglang; return ;;
    --speculative) _brief_words "$cur" none mtp draft-model; return ;;
    --fail-on) _brief_words "$cur" error warning note; return ;;
    # 0 is one worker per core; then this machine's core count and its halves.
    -j | --jobs)
      local cores
      cores=$(nproc 2>/dev/null || echo 1)
      _brief_offer "$cur" < <(printf '%s\n' 0 1 $((cores / 2)) "$cores" | sort -un)
      return ;;
    --select | --ignore) _brief_offer "$cur" < <(_brief_rule_codes); return ;;
    --config | --stdin-filename | --into) _brief_files "$cur"; return ;;
    -o | --output)
      if [[ $cmd == site ]]; then
        _brief_paths "$cur" dirs
      elif [[ $cmd == lint ]]; then
        _brief_words "$cur" human= json= sarif= github= junit=
        compopt -o nospace 2>/dev/null
      else
        _brief_files "$cur"
      fi
      return ;;
    -f | --format)
      case $cmd in
        render) _brief_words "$cur" text markdown md json html cyclonedx ;;
        lint) _brief_words "$cur" human json sarif github junit ;;
        inspect) _brief_words "$cur" text json yaml ;;
        *) _brief_words "$cur" text json ;;
      esac
      return ;;
  esac

  if [[ -z $cmd ]]; then
    if [[ $cur == -* ]]; then
      # shellcheck disable=SC2086 # fixed lists of this script, split on purpose
      _brief_words "$cur" $_brief_global_options
    else
      # shellcheck disable=SC2086
      _brief_words "$cur" $_brief_commands
    fi
    return
  fi

  local opts="--help"
  case $cmd in
    render) opts+=" --format -f --output -o --width --allow-errors" ;;
    lint) opts+=" --format -f --output -o --fail-on --exit-zero --jobs -j --select --ignore --config --no-config --stdin-filename --statistics" ;;
    list) opts+=" --format -f --ids" ;;
    diff) opts+=" --git --format -f --output -o" ;;
    new) opts+=" --output -o --schema --force --hardware" ;;
    rules) opts+=" --format -f" ;;
    site) opts+=" --output -o --jobs -j" ;;
    calc) opts+=" --context --slots --kv-dtype --state-dtype --temporal-state-dtype --tp --pp --runtime --block-size --max-num-batched-tokens --speculative --assume --max-context --allow-errors --format -f --output -o" ;;
    inspect) opts+=" --format -f --output -o --into" ;;
  esac
  if [[ $cur == -* ]]; then
    # shellcheck disable=SC2086
    _brief_words "$cur" $opts $_brief_global_options
    return
  fi

  case $cmd in
    render | diff | calc)
      _brief_offer "$cur" < <(_brief_profile_ids)
      _brief_files "$cur" ;;
    lint | site) _brief_files "$cur" ;;
    # A model folder or one .safetensors / .gguf file: any name.
    inspect) compopt -o default 2>/dev/null ;;
    explain) _brief_offer "$cur" < <(_brief_rule_codes) ;;
    schema) _brief_words "$cur" profile hardware brief findings config ;;
  esac
}

complete -F _brief brief
