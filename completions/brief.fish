# fish completion for brief. Profile ids come from `brief list --ids` and rule codes from
# `brief rules`; only words of brief's id grammar (catalog ids [a-z0-9][a-z0-9._-]*,
# include/brief/id_grammar.h; codes [A-Z]{2}[0-9]{3}) are offered, as plain strings: nothing printed is ever evaluated.

function __brief_catalog_dirs
    set -l tokens (commandline -opc)
    set -l dirs
    for i in (seq (count $tokens))
        if test "$tokens[$i]" = --profiles; and test $i -lt (count $tokens)
            set -a dirs --profiles $tokens[(math $i + 1)]
        end
    end
    # printf with no arguments would still print one empty line: an empty argument to brief.
    test (count $dirs) -gt 0; and printf '%s\n' $dirs
end

function __brief_ids
    set -l exe (commandline -opc)[1]
    command -q $exe; or test -x "$exe"; or return
    command $exe (__brief_catalog_dirs) list --ids 2>/dev/null | string match -r '^[a-z0-9][a-z0-9._-]*$'
end

function __brief_codes
    set -l exe (commandline -opc)[1]
    command -q $exe; or test -x "$exe"; or return
    command $exe rules 2>/dev/null | string replace -r ' .*' '' | string match -r '^[A-Z]{2}[0-9]{3}$'
end

set -l commands render lint list diff new schema rules explain site calc inspect
complete -c brief -f
complete -c brief -l profiles -r -a '(__fish_complete_directories)' -d 'Catalog folder'
complete -c brief -l color -x -a 'auto always never' -d 'Color on a terminal'
complete -c brief -l max-bytes -x -d 'Largest input file read'
complete -c brief -s v -l verbose -d 'More log lines'
complete -c brief -s q -l quiet -d 'Fewer log lines'
complete -c brief -l version -d 'Print the version'
complete -c brief -s h -l help -d 'Help'

complete -c brief -n "not __fish_seen_subcommand_from $commands" -a render -d "Render a profile's review brief"
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a lint -d 'Check profiles and hardware entries'
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a list -d 'The catalog as a table'
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a diff -d 'What changed between two profiles'
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a new -d 'Scaffold a new profile'
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a schema -d 'Print a JSON Schema'
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a rules -d 'Every rule'
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a explain -d "One rule's page"
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a site -d 'A static catalog site'
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a calc -d 'The calculator verdict'
complete -c brief -n "not __fish_seen_subcommand_from $commands" -a inspect -d 'Model facts from checkpoint headers'

complete -c brief -n '__fish_seen_subcommand_from render' -s f -l format -x -a 'text markdown md json html cyclonedx'
complete -c brief -n '__fish_seen_subcommand_from render' -s o -l output -r -F
complete -c brief -n '__fish_seen_subcommand_from render' -l width -x
complete -c brief -n '__fish_seen_subcommand_from render' -l allow-errors
complete -c brief -n '__fish_seen_subcommand_from render diff calc' -a '(__brief_ids)'
complete -c brief -n '__fish_seen_subcommand_from render diff lint site calc inspect' -F

complete -c brief -n '__fish_seen_subcommand_from lint' -s f -l format -x -a 'human json sarif github junit'
complete -c brief -n '__fish_seen_subcommand_from lint' -s o -l output -x -a 'human= json= sarif= github= junit='
complete -c brief -n '__fish_seen_subcommand_from lint' -l fail-on -x -a 'error warning note'
complete -c brief -n '__fish_seen_subcommand_from lint' -s j -l jobs -x -d 'Files checked in parallel'
complete -c brief -n '__fish_seen_subcommand_from lint' -l exit-zero
complete -c brief -n '__fish_seen_subcommand_from lint' -l select -x -d 'Report only these codes'
complete -c brief -n '__fish_seen_subcommand_from lint' -l ignore -x -d 'Do not report these codes'
complete -c brief -n '__fish_seen_subcommand_from lint' -l config -r -F
complete -c brief -n '__fish_seen_subcommand_from lint' -l no-config
complete -c brief -n '__fish_seen_subcommand_from lint' -l statistics -d 'Counts per code instead of the findings'
complete -c brief -n '__fish_seen_subcommand_from lint' -l stdin-filename -r -F

complete -c brief -n '__fish_seen_subcommand_from list' -s f -l format -x -a 'text json'
complete -c brief -n '__fish_seen_subcommand_from list' -l ids
complete -c brief -n '__fish_seen_subcommand_from diff' -l git -x
complete -c brief -n '__fish_seen_subcommand_from diff' -s f -l format -x -a 'text json'
complete -c brief -n '__fish_seen_subcommand_from diff' -s o -l output -r -F
complete -c brief -n '__fish_seen_subcommand_from new' -s o -l output -r -F
complete -c brief -n '__fish_seen_subcommand_from new' -l schema -x
complete -c brief -n '__fish_seen_subcommand_from new' -l force
complete -c brief -n '__fish_seen_subcommand_from new' -l hardware -d 'Scaffold a hardware entry'
complete -c brief -n '__fish_seen_subcommand_from site' -s o -l output -r -a '(__fish_complete_directories)'
complete -c brief -n '__fish_seen_subcommand_from site' -s j -l jobs -x -d 'Files handled in parallel'
complete -c brief -n '__fish_seen_subcommand_from calc' -l context -x -d 'Context per request, or a comma list'
complete -c brief -n '__fish_seen_subcommand_from calc' -l slots -x -d 'Concurrent sequences, or a comma list'
complete -c brief -n '__fish_seen_subcommand_from calc' -l kv-dtype -x -d 'KV cache dtype'
complete -c brief -n '__fish_seen_subcommand_from calc' -l state-dtype -x -d 'Recurrent state dtype'
complete -c brief -n '__fish_seen_subcommand_from calc' -l temporal-state-dtype -x -d 'Temporal (SSM) state dtype'
complete -c brief -n '__fish_seen_subcommand_from calc' -l tp -x -d 'Tensor parallelism'
complete -c brief -n '__fish_seen_subcommand_from calc' -l pp -x -d 'Pipeline parallelism'
complete -c brief -n '__fish_seen_subcommand_from calc' -l runtime -x -a 'vllm llama.cpp sglang' -d 'The runtime whose KV reservation is the upper bound'
complete -c brief -n '__fish_seen_subcommand_from calc' -l block-size -x -d 'vLLM KV block size in tokens'
complete -c brief -n '__fish_seen_subcommand_from calc' -l max-num-batched-tokens -x -d 'Tokens one step may take'
complete -c brief -n '__fish_seen_subcommand_from calc' -l speculative -x -a 'none mtp draft-model' -d 'Speculative decoding'
complete -c brief -n '__fish_seen_subcommand_from calc' -l assume -x -d 'An explicit assumption TERM=SIZE'
complete -c brief -n '__fish_seen_subcommand_from calc' -l max-context -d 'Also the longest context that fits'
complete -c brief -n '__fish_seen_subcommand_from calc' -l allow-errors -d 'Compute the verdict of a profile with errors, marked UNCHECKED'
complete -c brief -n '__fish_seen_subcommand_from calc' -s f -l format -x -a 'text json'
complete -c brief -n '__fish_seen_subcommand_from calc' -s o -l output -r -F
complete -c brief -n '__fish_seen_subcommand_from inspect' -s f -l format -x -a 'text json yaml'
complete -c brief -n '__fish_seen_subcommand_from inspect' -l into -r -F -d 'Write the model section into this profile'
complete -c brief -n '__fish_seen_subcommand_from inspect' -s o -l output -r -F
complete -c brief -n '__fish_seen_subcommand_from schema' -x -a 'profile hardware brief findings config'
complete -c brief -n '__fish_seen_subcommand_from rules' -s f -l format -x -a 'text json'
complete -c brief -n '__fish_seen_subcommand_from explain' -x -a '(__brief_codes)'
