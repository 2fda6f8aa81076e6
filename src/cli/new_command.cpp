// `brief new <id>`: scaffolds a profile with every field present and every unknown explicit,
// so the author fills in facts instead of inventing structure.
#include <cctype>
#include <filesystem>

#include <fmt/format.h>

#include "brief/codes.h"
#include "brief/diagnostic.h"
#include "brief/embedded_files.h"
#include "brief/id_grammar.h"
#include "brief/output.h"
#include "brief/terminal.h"
#include "cli/commands.h"
#include "cli/schema_location.h"

namespace brief::cli {
namespace {

std::string replace_all(std::string text, std::string_view from, std::string_view to) {
  for (auto pos = text.find(from); pos != std::string::npos; pos = text.find(from, pos + to.size()))
    text.replace(pos, from.size(), to);
  return text;
}

}  // namespace

void add_new_command(CLI::App& app, Context& ctx) {
  struct Options {
    std::string id, output, schema;
    bool force = false;
    bool hardware = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("new", "Scaffold a new profile with every unknown explicit");
  cmd->add_option("id", opts->id, fmt::format("The profile id: {}", kCatalogIdGrammar))->required();
  cmd->add_option("-o,--output", opts->output, "Where to write it (default: <id>.yaml here; '-' for stdout)");
  cmd->add_option("--schema", opts->schema,
                  "The $schema reference written in the editor comment (default: the installed "
                  "profile schema)");
  cmd->add_flag("--force", opts->force, "Overwrite an existing file");
  cmd->add_flag("--hardware", opts->hardware,
                "Scaffold a hardware entry instead (default output: profiles/hardware/ID.yaml when "
                "profiles/ exists, else hardware/ID.yaml)");
  cmd->footer(
      "Examples:\n"
      "  brief new qwen3-235b-spark-tp2\n"
      "  brief new my-profile -o profiles/my-profile.yaml && brief lint profiles/my-profile.yaml\n"
      "  brief new --hardware my-gpu-box");
  cmd->callback([&ctx, opts] {
    // A bad argument is a usage error (exit 2, one message), not a report on a file.
    if (!is_catalog_id_text(opts->id))
      throw CLI::ValidationError("id", fmt::format("'{}' is not a valid {} id: {}; try '{}'",
                                                   terminal_text(opts->id), opts->hardware ? "hardware" : "profile",
                                                   kCatalogIdGrammar, suggested_catalog_id(opts->id)));
    // The reference lands on a comment line of the scaffold: a newline or a control
    // character would start a line of its own (a second `format:` key, say).
    if (!opts->schema.empty() && terminal_text(opts->schema) != opts->schema)
      throw InputError({Diagnostic{"--schema", {}, {}, Severity::error, codes::BY000,
                                   fmt::format("--schema '{}' holds a line break or a control character",
                                               terminal_text(opts->schema)),
                                   "give a URL or a path on one line"}});
    std::string out = opts->output;
    if (out.empty() && opts->hardware) {
      // Where lint and render look for hardware: a hardware/ folder beside the profiles.
      std::error_code dir_ec;
      out = (std::filesystem::is_directory("profiles", dir_ec) ? "profiles/hardware/" : "hardware/") + opts->id + ".yaml";
    }
    if (out.empty()) out = opts->id + ".yaml";
    std::error_code ec;
    // An output that cannot be written fails as every command's output does ("cannot write
    // X: why"), not as an input no rule checked: the scaffold checks nothing.
    if (out != "-" && !opts->force && std::filesystem::exists(out, ec))
      throw std::runtime_error(
          fmt::format("cannot write {}: the file exists (choose another --output, or pass --force to overwrite it)",
                      out));
    auto tmpl = embedded_file(opts->hardware ? "templates/new-hardware.yaml" : "templates/new-profile.yaml");
    if (!tmpl) throw std::runtime_error("the template is not built into this binary");
    std::string schema = opts->schema.empty() ? profile_schema_reference() : opts->schema;
    if (opts->hardware && opts->schema.empty()) schema = replace_all(schema, "profile.schema.json", "hardware.schema.json");
    std::string text = replace_all(std::string(*tmpl), "{{id}}", opts->id);
    text = replace_all(std::move(text), "{{schema}}", schema);
    // `-o profiles/new/x.yaml` makes the folders, as an editor's "save as" would.
    if (const auto dir = std::filesystem::path(out).parent_path(); out != "-" && !dir.empty()) {
      std::filesystem::create_directories(dir, ec);
      if (ec)
        throw std::runtime_error(fmt::format("cannot write {}: cannot create the folder {}: {} (choose another --output)",
                                             out, dir.string(), ec.message()));
    }
    write_output(out, text);
    if (out != "-") fmt::print(stderr, "wrote {}: fill in the FILL IN fields, then run `brief lint {}`\n", out, out);
    ctx.exit_code = exit_ok;
  });
}

}  // namespace brief::cli
