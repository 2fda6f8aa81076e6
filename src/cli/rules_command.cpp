// `brief rules`: every rule of the registry, as a table or as JSON.
#include <fmt/format.h>

#include <memory>
#include <nlohmann/json.hpp>

#include "brief/output.h"
#include "brief/report.h"
#include "brief/rules.h"
#include "cli/commands.h"

namespace brief::cli {
namespace {

std::string rules_text() {
  std::size_t name_width = 0;
  for (const auto& r : rule_registry()) name_width = std::max(name_width, r.name.size());
  std::string out;
  for (const auto& r : rule_registry())
    out += fmt::format("{}  {:<{}}  {:<7}  {}\n", r.code, r.name, name_width, severity_name(r.severity), r.summary);
  return out;
}

std::string rules_json() {
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (const auto& r : rule_registry()) {
    all.push_back({{"code", r.code},
                   {"name", r.name},
                   {"severity", severity_name(r.severity)},
                   {"family", name_of(r.family())},
                   {"summary", r.summary},
                   {"rationale", r.rationale},
                   {"bad", r.bad},
                   {"good", r.good},
                   {"suppressible", r.suppressible}});
  }
  return all.dump(2) + "\n";
}

}  // namespace

void add_rules_command(CLI::App& app, Context& ctx) {
  auto format = std::make_shared<std::string>("text");
  auto* cmd = app.add_subcommand("rules", "List every rule: code, name, default severity, summary");
  cmd->add_option("-f,--format", *format, "text or json")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
  cmd->footer(
      "Exit code: 0.\n"
      "Examples:\n"
      "  brief rules\n"
      "  brief rules --format json | jq -r '.[] | select(.suppressible) | .code'");
  cmd->callback([&ctx, format] {
    write_output("", *format == "json" ? rules_json() : rules_text());
    ctx.exit_code = exit_ok;
  });
}

}  // namespace brief::cli
