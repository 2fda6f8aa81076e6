// `brief explain <code|name>`: one rule's page (the text of docs/rules/<code>.md).
#include <fmt/format.h>

#include <cctype>
#include <iostream>
#include <memory>

#include "brief/output.h"
#include "brief/rules.h"
#include "brief/terminal.h"
#include "cli/commands.h"
#include "load/map_reader.h"

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
      // The closest code or name, as an unknown command gets ("BM1O1" -> BM101).
      std::string best;
      std::size_t best_distance = std::string::npos;
      std::string upper(*key);
      for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      for (const RuleInfo& r : rule_registry())
        for (std::string_view candidate : {std::string_view(r.code), r.name}) {
          const bool is_code = candidate == std::string_view(r.code);
          const std::size_t d = load::edit_distance(is_code ? std::string_view(upper) : std::string_view(*key), candidate);
          if (d < best_distance) best_distance = d, best = std::string(candidate);
        }
      const std::string hint = best_distance <= 2 ? fmt::format("did you mean '{}'? `brief rules` lists every code and name", best)
                                                  : "`brief rules` lists every code and name";
      std::cerr << fmt::format("brief: error: no rule '{}'\n  hint: {}\n", terminal_text(clip_text(*key, 100)), hint);
      ctx.exit_code = exit_input_error;
      return;
    }
    write_output("", rule_doc(*rule));
    ctx.exit_code = exit_ok;
  });
}

}  // namespace brief::cli
