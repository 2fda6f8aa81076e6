// `brief lint [PATH|DIR]...`: check profiles and hardware entries; report in one format on
// stdout (and more with --output FORMAT=FILE); exit 0 clean, 1 findings at or above --fail-on,
// 2 usage or input errors.
#include <fmt/format.h>
#include <unistd.h>

#include <cstdlib>
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>

#include "brief/output.h"
#include "brief/report.h"
#include "brief/rules.h"
#include "cli/commands.h"

namespace brief::cli {
namespace {

struct LintCommandOptions {
  std::vector<std::string> paths;
  std::string format;  // empty: github under GitHub Actions, else human
  std::vector<std::string> outputs;
  std::string fail_on = "error";
  bool exit_zero = false;
  unsigned jobs = 0;
};

Severity severity_of(const std::string& s) {
  return s == "note" ? Severity::note : s == "warning" ? Severity::warning : Severity::error;
}

ReportFormat chosen_format(const std::string& option) {
  if (!option.empty()) return *parse_report_format(option);
  const char* gha = std::getenv("GITHUB_ACTIONS");
  return gha && std::string_view(gha) == "true" ? ReportFormat::github : ReportFormat::human;
}

void run_lint(Context& ctx, const LintCommandOptions& o) {
  // Validate every --output before doing any work: a usage error must not half-write files.
  std::vector<std::pair<ReportFormat, std::string>> extra;
  for (const auto& spec : o.outputs) {
    auto eq = spec.find('=');
    auto format = eq == std::string::npos ? std::nullopt : parse_report_format(spec.substr(0, eq));
    if (!format || eq + 1 >= spec.size())
      throw CLI::ValidationError("--output", "expected FORMAT=FILE with FORMAT human, json, sarif or github: " + spec);
    extra.emplace_back(*format, spec.substr(eq + 1));
  }
  std::vector<std::string> paths = o.paths;
  std::error_code ec;
  if (paths.empty() && std::filesystem::is_directory("profiles", ec)) paths.push_back("profiles");

  const LintResult result = lint_paths(paths, LintOptions{ctx.catalog_dirs, ctx.max_bytes, o.jobs});
  // Decided before anything is written, so a closed pipe on stdout cannot turn findings
  // into exit 0 (app.cpp returns this code on BrokenPipe).
  bool failing = false;
  const Severity threshold = severity_of(o.fail_on);
  for (const auto& d : result.findings) failing |= d.severity >= threshold;
  ctx.exit_code = result.input_error ? exit_input_error : (failing && !o.exit_zero) ? exit_findings : exit_ok;

  const ReportFormat format = chosen_format(o.format);
  ReportInput in{&result.findings, &result.sources, result.files.size(), false};
  // A failed --output file must not hide the report on stdout: both are attempted, then
  // the first failure ends the run (exit 2).
  std::exception_ptr failed_output;
  for (const auto& [f, file] : extra) {
    try {
      write_output(file, report(f, in));
    } catch (const std::runtime_error&) {
      if (!failed_output) failed_output = std::current_exception();
    }
  }
  in.color = format == ReportFormat::human && use_color(ctx.color, ::isatty(STDOUT_FILENO) != 0);
  write_output("", report(format, in));
  if (failed_output) std::rethrow_exception(failed_output);
}

}  // namespace

void add_lint_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<LintCommandOptions>();
  auto* cmd = app.add_subcommand("lint", "Check profiles and hardware entries against brief's rules");
  cmd->add_option("paths", o->paths,
                  "Profile files or folders (searched recursively for *.yaml, *.yml); default: "
                  "profiles/ if present, else the built-in catalog");
  cmd->add_option("-f,--format", o->format, "Report format: human, json, sarif or github (default: human; github when GITHUB_ACTIONS=true)")
      ->check(CLI::IsMember({"human", "json", "sarif", "github"}));
  cmd->add_option("-o,--output", o->outputs, "Also write FORMAT=FILE (atomically); repeatable, one FORMAT=FILE each")
      ->allow_extra_args(false);
  cmd->add_option("--fail-on", o->fail_on, "Lowest severity that fails the run: error, warning or note")
      ->check(CLI::IsMember({"error", "warning", "note"}))
      ->capture_default_str();
  cmd->add_option("-j,--jobs", o->jobs, "Files checked in parallel (default 0: one per core); output order never changes")
      ->capture_default_str();
  cmd->add_flag("--exit-zero", o->exit_zero, "Exit 0 even when findings reach --fail-on (input errors still exit 2)");
  cmd->footer(
      "Exit codes: 0 clean, 1 findings at or above --fail-on, 2 usage or input error.\n"
      "Examples:\n"
      "  brief lint profiles/\n"
      "  brief lint profiles/ --format sarif > brief.sarif\n"
      "  brief lint profiles/ --output sarif=brief.sarif --fail-on warning");
  cmd->callback([&ctx, o] { run_lint(ctx, *o); });
}

}  // namespace brief::cli
