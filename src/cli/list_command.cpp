// `brief list`: the catalog as a table (id, title, hardware, nodes, verdict, findings), or
// as JSON. A profile that fails to load is a row carrying its error, never a crash.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <memory>
#include <nlohmann/json.hpp>

#include "brief/brief.h"
#include "brief/output.h"
#include "brief/report.h"
#include "brief/rules.h"
#include "cli/commands.h"
#include "cli/profile_source.h"
#include "brief/terminal.h"
#include "render/escape.h"
#include "render/enum_phrases.h"

namespace brief::cli {
namespace {

struct Row {
  std::string id, path, title, hardware, nodes = "unknown", verdict = "unknown", commercial = "blocked";
  SeverityCounts findings;
  std::size_t finding_total = 0;
  std::string error;  // the first load error; "" when the profile loaded
};

Row row_of(const Context& ctx, const CatalogSummary& summary, const std::string& id) {
  Row row;
  row.id = id;
  try {
    LoadedProfile loaded = load_target(ctx, id);
    const Profile& p = loaded.profile;
    const Hardware* hw = loaded.hardware ? &*loaded.hardware : nullptr;
    row.path = p.path;
    row.title = p.title.value;
    row.hardware = p.hardware.id.value;
    if (p.hardware.nodes.present) row.nodes = std::to_string(p.hardware.nodes.value);
    const Brief brief = derive(p, hw);
    row.verdict = rendering::phrase_of(brief.memory.kind);
    row.commercial = brief.commercial.possible ? "possible" : "blocked";
    auto findings = check_profile(brief, summary);
    row.findings = count_findings(findings);
    row.finding_total = findings.size();
  } catch (const InputError& e) {
    const Diagnostic& d = e.diagnostics().front();
    row.path = d.file;
    row.error = d.begin.known() ? fmt::format("{}:{}: {}", d.begin.line, d.begin.col, d.message) : d.message;
    row.findings = count_findings(e.diagnostics());
    row.finding_total = e.diagnostics().size();
    spdlog::warn("{}: {}", id, row.error);
  }
  return row;
}

std::string findings_cell(const Row& r) {
  if (r.finding_total == 0) return "0";
  std::vector<std::string> parts;
  if (r.findings.errors) parts.push_back(fmt::format("{} error{}", r.findings.errors, r.findings.errors == 1 ? "" : "s"));
  if (r.findings.warnings)
    parts.push_back(fmt::format("{} warning{}", r.findings.warnings, r.findings.warnings == 1 ? "" : "s"));
  if (r.findings.notes) parts.push_back(fmt::format("{} note{}", r.findings.notes, r.findings.notes == 1 ? "" : "s"));
  return fmt::format("{} ({})", r.finding_total, fmt::join(parts, ", "));
}

constexpr std::size_t kMaxCell = 60;

std::string table(const std::vector<Row>& rows) {
  std::vector<std::array<std::string, 6>> cells{{"ID", "TITLE", "HARDWARE", "NODES", "VERDICT", "FINDINGS"}};
  for (const auto& r : rows) {
    if (!r.error.empty())
      cells.push_back({r.id, "error: " + r.error, "-", "-", "-", findings_cell(r)});
    else
      cells.push_back({r.id, r.title, r.hardware, r.nodes, r.verdict, findings_cell(r)});
  }
  // Every cell escaped (a title or an error message may hold ESC or bidi controls) and cut
  // to kMaxCell characters: one huge title must not pad every row of the table to its width.
  for (auto& line : cells)
    for (auto& cell : line) cell = terminal_text(clip_text(cell, kMaxCell));
  std::array<std::size_t, 6> width{};
  for (const auto& line : cells)
    for (std::size_t i = 0; i < line.size(); ++i) width[i] = std::max(width[i], rendering::display_width(line[i]));
  std::string out;
  for (const auto& line : cells) {
    std::string text;
    for (std::size_t i = 0; i < line.size(); ++i)
      text += i + 1 == line.size() ? line[i]
                                   : fmt::format("{}{}  ", line[i], std::string(width[i] - rendering::display_width(line[i]), ' '));
    out += text + "\n";
  }
  return out;
}

std::string json(const std::vector<Row>& rows) {
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (const auto& r : rows) {
    nlohmann::ordered_json nodes = r.nodes == "unknown" ? nlohmann::ordered_json("unknown")
                                                        : nlohmann::ordered_json(std::stoll(r.nodes));
    all.push_back({{"id", r.id},
                   {"path", r.path},
                   {"title", r.title},
                   {"hardware", r.hardware},
                   {"nodes", nodes},
                   {"verdict", r.verdict},
                   {"commercial_recommendation", r.commercial},
                   {"findings", r.finding_total},
                   {"errors", r.findings.errors},
                   {"warnings", r.findings.warnings},
                   {"notes", r.findings.notes},
                   {"load_error", r.error}});
  }
  return all.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace

void add_list_command(CLI::App& app, Context& ctx) {
  struct Options {
    std::string format = "text";
    bool ids = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("list", "List the catalog: id, title, hardware, nodes, verdict, findings");
  cmd->add_option("-f,--format", opts->format, "Output format: text or json")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->add_flag("--ids", opts->ids, "Print only the profile ids, one a line (for shell completion)");
  cmd->footer(
      "Ids of the --profiles folders and the built-in catalog, sorted; a folder's file shadows a built-in id.\n"
      "Examples:\n"
      "  brief list\n"
      "  brief --profiles ./profiles list --format json | jq '.[] | select(.errors > 0) | .id'\n"
      "  brief list --ids");
  cmd->callback([&ctx, opts] {
    const Catalog catalog = catalog_of(ctx);
    const std::vector<std::string> ids = catalog.profile_ids();
    if (opts->ids) {
      std::string out;
      // Catalog ids follow the id grammar (Catalog lists no other name), so each is one
      // shell word that completion can offer without evaluating anything.
      for (const auto& id : ids) out += terminal_text(id) + "\n";
      write_output("", out);
      ctx.exit_code = exit_ok;
      return;
    }
    // The same references `brief render` resolves in its gate, so the counts agree with it:
    // every listed profile lies in a --profiles folder or the built-in catalog, so the
    // folder its summary would add is one of these already (one summary serves every row).
    const CatalogSummary summary = catalog_summary(ctx, ProfileOrigin{});
    std::vector<Row> rows;
    for (const auto& id : ids) {
      spdlog::info("loading {}", id);
      rows.push_back(row_of(ctx, summary, id));
    }
    write_output("", opts->format == "json" ? json(rows) : table(rows));
    ctx.exit_code = exit_ok;
  });
}

}  // namespace brief::cli
