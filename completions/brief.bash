# bash completion for brief                                     -*- shell-script -*-
# Completes subcommands, each subcommand's options and their values, profile ids (from
# `brief list --ids`, honouring --profiles on the line), rule codes and names (from
# `brief rules`) and file names. Self-contained: it does not need the bash-completion
# package, and uses it when present.

_brief_commands="render lint list diff new schema rules explain site"
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

_brief_profile_ids() { _brief_run list --ids; }
# The first column of `brief rules` is the code, the second the name.
_brief_rule_codes() { _brief_run rules | awk '{print $1; print $2}'; }

# Adds the names compgen gives for `kind` (-f files, -d folders) to COMPREPLY; a folder gets
# its '/' and no trailing space, so the next TAB goes on inside it. Names are read as lines
# (mapfile), never word-split or glob-expanded.
_brief_paths() {
  local kind=$1 cur=$2 f dirs=0
  local -a found=()
  mapfile -t found < <(compgen "$kind" -- "$cur")
  for f in "${found[@]}"; do
    if [[ -d $f ]]; then
      COMPREPLY+=("${f%/}/")
      ((dirs++))
    else
      COMPREPLY+=("$f")
    fi
  done
  ((dirs > 0)) && compopt -o nospace 2>/dev/null
  return 0
}

_brief_files() {
  local cur=$1
  if declare -F _filedir >/dev/null 2>&1; then
    _filedir '@(yaml|yml)'
  else
    _brief_paths -f "$cur"
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
      -*) ;;
      *) cmd=${COMP_WORDS[i]}; break ;;
    esac
  done

  # Values of options.
  case $prev in
    --profiles) _brief_paths -d "$cur"; return ;;
    --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
    --max-bytes | --width | --git | --schema) return ;;
    --fail-on) COMPREPLY=($(compgen -W "error warning note" -- "$cur")); return ;;
    # 0 is one worker per core; then this machine's core count and its halves.
    -j | --jobs)
      local cores
      cores=$(nproc 2>/dev/null || echo 1)
      COMPREPLY=($(compgen -W "$(printf '%s\n' 0 1 $((cores / 2)) "$cores" | sort -un)" -- "$cur"))
      return ;;
    --select | --ignore) COMPREPLY=($(compgen -W "$(_brief_run rules | awk '{print $1}')" -- "$cur")); return ;;
    --config | --stdin-filename) _brief_files "$cur"; return ;;
    -o | --output)
      if [[ $cmd == site ]]; then
        COMPREPLY=($(compgen -d -- "$cur"))
      elif [[ $cmd == lint ]]; then
        COMPREPLY=($(compgen -W "human= json= sarif= github=" -- "$cur"))
        compopt -o nospace 2>/dev/null
      else
        _brief_files "$cur"
      fi
      return ;;
    -f | --format)
      case $cmd in
        render) COMPREPLY=($(compgen -W "text markdown json html cyclonedx" -- "$cur")) ;;
        lint) COMPREPLY=($(compgen -W "human json sarif github" -- "$cur")) ;;
        *) COMPREPLY=($(compgen -W "text json" -- "$cur")) ;;
      esac
      return ;;
  esac

  if [[ -z $cmd ]]; then
    if [[ $cur == -* ]]; then
      COMPREPLY=($(compgen -W "$_brief_global_options" -- "$cur"))
    else
      COMPREPLY=($(compgen -W "$_brief_commands" -- "$cur"))
    fi
    return
  fi

  local opts="--help"
  case $cmd in
    render) opts+=" --format --output --width --allow-errors" ;;
    lint) opts+=" --format --output --fail-on --exit-zero --jobs -j --select --ignore --config --no-config --stdin-filename" ;;
    list) opts+=" --format --ids" ;;
    diff) opts+=" --git --format --output" ;;
    new) opts+=" --output --schema --force" ;;
    rules) opts+=" --format" ;;
    site) opts+=" --output --jobs" ;;
  esac
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$opts $_brief_global_options" -- "$cur"))
    return
  fi

  case $cmd in
    render | diff)
      COMPREPLY=($(compgen -W "$(_brief_profile_ids)" -- "$cur"))
      _brief_files "$cur" ;;
    lint | site) _brief_files "$cur" ;;
    explain) COMPREPLY=($(compgen -W "$(_brief_rule_codes)" -- "$cur")) ;;
    schema) COMPREPLY=($(compgen -W "profile hardware brief findings config" -- "$cur")) ;;
  esac
}

complete -F _brief brief
