#pragma once
// One add_<name>_command per subcommand file (src/cli/<name>_command.cpp). Each registers
// its options and a callback that sets ctx.exit_code; errors propagate as exceptions to
// main's one try/catch, which maps them to exit codes.
#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace brief::cli {

// State shared by every subcommand: global options and the exit code to return.
struct Context {
  std::vector<std::string> catalog_dirs;  // --profiles DIR (repeatable), else ./profiles: settle_catalog()
  std::string color = "auto";             // --color auto|always|never
  int verbosity = 0;                      // -v (+1) / -q (-1)
  std::size_t max_bytes = 1024 * 1024;    // --max-bytes
  int exit_code = 0;
};

void add_render_command(CLI::App& app, Context& ctx);
void add_lint_command(CLI::App& app, Context& ctx);
void add_rules_command(CLI::App& app, Context& ctx);
void add_explain_command(CLI::App& app, Context& ctx);
void add_schema_command(CLI::App& app, Context& ctx);
void add_new_command(CLI::App& app, Context& ctx);
void add_list_command(CLI::App& app, Context& ctx);
void add_diff_command(CLI::App& app, Context& ctx);
void add_site_command(CLI::App& app, Context& ctx);
void add_calc_command(CLI::App& app, Context& ctx);
void add_inspect_command(CLI::App& app, Context& ctx);

}  // namespace brief::cli
