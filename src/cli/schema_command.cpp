// `brief schema profile|hardware|brief|findings|config`: prints a JSON Schema of schemas/, byte for
// byte as shipped, for editors and validators.
#include <fmt/format.h>

#include "brief/diagnostic.h"
#include "brief/embedded_files.h"
#include "brief/output.h"
#include "cli/commands.h"

namespace brief::cli {

void add_schema_command(CLI::App& app, Context& ctx) {
  auto name = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("schema", "Print a JSON Schema (draft 2020-12): profile, hardware, brief, findings or config");
  cmd->add_option("name", *name, "Which schema")
      ->required()
      ->check(CLI::IsMember({"profile", "hardware", "brief", "findings", "config"}));
  cmd->footer(
      "Examples:\n"
      "  brief schema profile > profile.schema.json\n"
      "  brief schema config > config.schema.json\n"
      "  brief schema brief | jq -r '.\"$schema\"'");
  cmd->callback([&ctx, name] {
    const std::string path = fmt::format("schemas/{}.schema.json", *name);
    auto bytes = embedded_file(path);
    if (!bytes) throw std::runtime_error(fmt::format("{} is not built into this binary", path));
    write_output("", *bytes);
    ctx.exit_code = exit_ok;
  });
}

}  // namespace brief::cli
