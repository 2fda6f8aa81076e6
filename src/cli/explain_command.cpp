// `brief explain <code|name>`: one rule's page (the text of docs/rules/<code>.md).
#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "brief/output.h"
#include "brief/rules.h"
#include "brief/terminal.h"
#include "cli/commands.h"

namespace brief::cli {

void add_explain_command(CLI::App& app, Context& ctx) {
  auto key = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("explain", "Explain one rule: why it exists, a bad and a good example");
  cmd->add_option("rule", *key, "A rule code (BM101) or name (unknown-summed)")->required();
  cmd->footer(
      "Exit codes: 0 explained, 2 no such rule.\n"
      "Examples:\n"
      "  brief explain BM101\n"
      "  brief explain unknown-summed");
  cmd->callback([&ctx, key] {
    const RuleInfo* rule = find_rule(*key);
    if (!rule) {
      std::cerr << fmt::format("brief: error: no rule '{}'\n  hint: `brief rules` lists every code and name\n",
                               terminal_text(clip_text(*key, 100)));
      ctx.exit_code = exit_input_error;
      return;
    }
    write_output("", rule_doc(*rule));
    ctx.exit_code = exit_ok;
  });
}

}  // namespace brief::cli
