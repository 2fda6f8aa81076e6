// `brief lint [PATH|DIR]...`: check profiles and hardware entries; report in one format on
// stdout (and more with --output FORMAT=FILE); exit 0 clean, 1 findings at or above --fail-on,
// 2 usage or input errors.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <set>

#include <nlohmann/json.hpp>

#include <spdlog/spdlog.h>

#include "brief/plural.h"
#include "brief/config.h"
#include "brief/load.h"
#include "brief/output.h"
#include "brief/report.h"
#include "brief/lint.h"
#include "brief/rules.h"
#include "cli/app.h"
#include "cli/commands.h"
#include "cli/jobs_option.h"
#include "cli/lint_filter.h"
#include "cli/profile_source.h"

namespace brief::cli {
namespace {

struct LintCommandOptions {
  std::vector<std::string> paths;
  std::string format;  // empty: github under GitHub Actions, else human
  std::vector<std::string> outputs;
  std::string fail_on = "error";
  bool exit_zero = false;
  bool fail_on_given = false;  // set after parsing: --fail-on overrides the configuration
  unsigned jobs = 0;
  std::vector<std::string> select, ignore;
  std::string config;          // --config FILE; empty: search from the working directory
  std::string stdin_filename;  // --stdin-filename
  bool no_config = false;
  bool statistics = false;     // --statistics: counts per code on stdout instead of the findings
};

// `--statistics`: how many findings of each code were reported, most first (ruff's
// --statistics). The same filter and exit code as the report it replaces.
class CodeStatistics {
 public:
  void add(const std::vector<Diagnostic>& group) {
    for (const auto& d : group) {
      auto& row = rows_[d.code];
      ++row.count;
      row.severity = std::max(row.severity, d.severity);
      files_.insert(d.file);
      (d.severity == Severity::error ? counts_.errors : d.severity == Severity::warning ? counts_.warnings : counts_.notes)++;
    }
  }

  std::string text(std::size_t files_checked) const {
    std::string out;
    for (const auto& [code, row] : sorted()) {
      const RuleInfo* rule = find_rule(code);
      out += fmt::format("{:>6}  {}  {:<7}  {}\n", row.count, code, severity_name(row.severity),
                         rule ? std::string(rule->name) : std::string());
    }
    SeverityCounts c = counts_;
    c.files_with_findings = files_.size();
    return out + summary_line(c, files_checked) + "\n";
  }

  std::string json() const {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const auto& [code, row] : sorted()) {
      const RuleInfo* rule = find_rule(code);
      out.push_back({{"code", code},
                     {"name", rule ? std::string(rule->name) : std::string()},
                     {"severity", severity_name(row.severity)},
                     {"count", row.count}});
    }
    return out.dump(2) + "\n";
  }

 private:
  struct Row {
    std::size_t count = 0;
    Severity severity = Severity::note;
  };
  std::vector<std::pair<std::string, Row>> sorted() const {
    std::vector<std::pair<std::string, Row>> out(rows_.begin(), rows_.end());
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second.count > b.second.count; });
    return out;
  }
  std::map<std::string, Row> rows_;  // by code: ties keep code order
  std::set<std::string> files_;
  SeverityCounts counts_;
};

// The configuration in force: --config FILE, else .brief.yaml found from the working
// directory upward, unless --no-config. A broken configuration is an unusable invocation.
LintConfig chosen_config(const LintCommandOptions& o) {
  if (o.no_config) return {};
  std::optional<std::string> path = o.config.empty() ? find_lint_config(".") : std::optional(o.config);
  if (!path) return {};
  std::error_code ec;
  const std::string shown = o.config.empty() ? std::filesystem::relative(*path, ec).generic_string() : *path;
  const std::string text = read_input(*path, LoadLimits{});
  spdlog::info("configuration: {}", shown.empty() ? *path : shown);
  return load_lint_config(text, shown.empty() ? *path : shown);
}

std::vector<std::string> values_of(const TextList& list) {
  std::vector<std::string> out;
  for (const auto& t : list) out.push_back(t.value);
  return out;
}

Severity severity_of(const std::string& s) {
  return s == "note" ? Severity::note : s == "warning" ? Severity::warning : Severity::error;
}

ReportFormat chosen_format(const std::string& option) {
  if (!option.empty()) return *parse_report_format(option);
  const char* gha = std::getenv("GITHUB_ACTIONS");
  return gha && std::string_view(gha) == "true" ? ReportFormat::github : ReportFormat::human;
}

// The report, written while lint runs: each group of findings is filtered, counted into
// the exit code and written to stdout at once, so memory stays flat however many files have
// findings. One model for every format (ruff, actionlint): 2 when some input could not be
// used at all, else 1 when a finding (schema findings included) reaches --fail-on, else 0.
// The code is set before each write, so a closed pipe on stdout cannot turn findings into
// exit 0 (app.cpp returns this code on BrokenPipe). Each --output file streams into its own
// temporary file beside the target as the report is written, and replaces the target only
// once the run is complete (brief/output.h), so it is atomic and its memory is flat too.
class ReportOutputs : public LintSink {
 public:
  ReportOutputs(Context& ctx, ReportFormat format, const std::vector<std::pair<ReportFormat, std::string>>& extra,
                Severity threshold, bool exit_zero, FindingFilter filter, bool statistics)
      : ctx_(ctx), threshold_(threshold), exit_zero_(exit_zero), filter_(std::move(filter)) {
    if (statistics) statistics_ = std::make_unique<CodeStatistics>();
    statistics_json_ = format == ReportFormat::json;
    stdout_ = make_report_stream(format, format == ReportFormat::human && use_color(ctx.color, ::isatty(STDOUT_FILENO) != 0));
    // A target refused now (a folder, a read-only file) fails the run at the end, after the
    // report on stdout, like a write that fails later.
    for (const auto& [f, file] : extra) {
      try {
        extra_.push_back({make_report_stream(f, false), std::make_unique<OutputFile>(file)});
      } catch (const std::runtime_error&) {
        keep_first_failure();
      }
    }
    ctx_.exit_code = exit_ok;
    for (auto& e : extra_) append(e, e.stream->header());
    if (!statistics_) write_output("", stdout_->header());
  }

  void file_checked(const std::string& path) override { spdlog::debug("checked {}", path); }

  void findings(std::vector<Diagnostic> group, const std::map<std::string, std::string>& sources) override {
    group = filter_findings(std::move(group), filter_);
    if (group.empty()) return;
    reported_ += group.size();
    for (const auto& d : group) {
      failing_ |= d.severity >= threshold_;
      unusable_ |= is_unusable_input(d);
    }
    ctx_.exit_code = unusable_ ? exit_input_error : (failing_ && !exit_zero_) ? exit_findings : exit_ok;
    for (auto& e : extra_) append(e, e.stream->items(group, &sources));
    if (statistics_) statistics_->add(group);
    else write_output("", stdout_->items(group, &sources));
  }

  // A failed --output file must not hide the report on stdout: both are attempted, then
  // the first failure ends the run (exit 2).
  void finish(std::size_t files_checked, std::size_t files_not_checked) {
    const RunOutcome outcome{ctx_.exit_code, !unusable_};
    stdout_->set_outcome(outcome);
    for (auto& e : extra_) e.stream->set_files_not_checked(files_not_checked);
    stdout_->set_files_not_checked(files_not_checked);
    for (auto& e : extra_) {
      e.stream->set_outcome(outcome);
      append(e, e.stream->footer(files_checked));
      if (!e.file) continue;
      try {
        e.file->commit();
      } catch (const std::runtime_error&) {
        keep_first_failure();
      }
      e.file.reset();
    }
    if (statistics_) write_output("", statistics_json_ ? statistics_->json() : statistics_->text(files_checked));
    else write_output("", stdout_->footer(files_checked));
    if (failed_output_) std::rethrow_exception(failed_output_);
  }

  std::size_t reported() const { return reported_; }

 private:
  struct Extra {
    std::unique_ptr<ReportStream> stream;
    std::unique_ptr<OutputFile> file;  // null once it failed: its temporary file is gone
  };

  void keep_first_failure() {
    if (!failed_output_) failed_output_ = std::current_exception();
  }

  void append(Extra& e, std::string_view text) {
    if (!e.file) return;
    try {
      e.file->append(text);
    } catch (const std::runtime_error&) {
      keep_first_failure();
      e.file.reset();
    }
  }
  Context& ctx_;
  Severity threshold_;
  bool exit_zero_;
  FindingFilter filter_;
  std::unique_ptr<ReportStream> stdout_;
  std::unique_ptr<CodeStatistics> statistics_;  // set: stdout shows counts per code instead
  bool statistics_json_ = false;
  std::vector<Extra> extra_;
  std::exception_ptr failed_output_;  // the first --output failure, rethrown by finish()
  bool failing_ = false, unusable_ = false;
  std::size_t reported_ = 0;
};

void run_lint(Context& ctx, const LintCommandOptions& o) {
  // Validate every --output before doing any work: a usage error must not half-write files.
  std::vector<std::pair<ReportFormat, std::string>> extra;
  for (const auto& spec : o.outputs) {
    auto eq = spec.find('=');
    auto format = eq == std::string::npos ? std::nullopt : parse_report_format(spec.substr(0, eq));
    if (!format || eq + 1 >= spec.size())
      throw CLI::ValidationError("--output", "expected FORMAT=FILE with FORMAT human, json, sarif, github or junit: " + spec);
    extra.emplace_back(*format, spec.substr(eq + 1));
  }
  LintConfig config;
  try {
    config = chosen_config(o);
  } catch (const InputError& e) {
    // Not findings of the linted files: the run cannot be configured, so exit 2.
    print_input_error(std::cerr, e);
    fmt::print(stderr, "brief: the configuration cannot be used (--no-config ignores it)\n");
    ctx.exit_code = exit_input_error;
    return;
  }
  FindingFilter filter;
  filter.select = o.select.empty() ? values_of(config.select) : code_prefixes(o.select, "--select");
  filter.ignore = o.ignore.empty() ? values_of(config.ignore) : code_prefixes(o.ignore, "--ignore", true);
  refuse_empty_selection(filter);
  filter.per_file = config.per_file_ignores;
  if (!config.path.empty()) {
    std::error_code ec;
    filter.base_dir = std::filesystem::absolute(std::filesystem::path(config.path).parent_path(), ec).string();
  }
  const std::string fail_on = o.fail_on_given || !config.fail_on.present ? o.fail_on : config.fail_on.value;

  // --stdin-filename names what standard input stands for: alone it reads standard input
  // (as ruff does); beside paths that leave out `-` it would name nothing, so it is an error.
  std::vector<std::string> paths = o.paths;
  if (!o.stdin_filename.empty() && std::find(paths.begin(), paths.end(), "-") == paths.end()) {
    if (!paths.empty())
      throw CLI::ValidationError("--stdin-filename", "names standard input, but no path is '-': add '-' "
                                                     "(brief lint --stdin-filename " + o.stdin_filename + " - < FILE)");
    paths.push_back("-");
  }
  if (paths.empty()) paths = default_paths(ctx);

  spdlog::info("catalog: {}{}", fmt::join(ctx.catalog_dirs, ", "), ctx.catalog_dirs.empty() ? "built-in only" : ", then built-in");
  const ReportFormat format = chosen_format(o.format);
  if (o.statistics && format != ReportFormat::human && format != ReportFormat::json)
    throw CLI::ValidationError("--statistics", "counts per code are written as human text or json; add -f human or -f json "
                                               "(--output FORMAT=FILE still writes a full report)");
  ReportOutputs outputs(ctx, format, extra, severity_of(fail_on), o.exit_zero, std::move(filter), o.statistics);
  LintOptions lint_options;
  lint_options.catalog_dirs = ctx.catalog_dirs;
  lint_options.max_bytes = ctx.max_bytes;
  lint_options.jobs = o.jobs;
  lint_options.stdin_filename = o.stdin_filename;
  const auto started = std::chrono::steady_clock::now();
  // An ignore the configuration cannot apply is said, before the files' findings.
  outputs.findings(unapplied_ignores(config), {});
  const LintTotals totals = lint_stream(paths, lint_options, outputs);
  spdlog::info("checked {} in {:.1f} ms ({} reported)", count_of(static_cast<int64_t>(totals.files_checked), "file"),
               std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count(),
               count_of(static_cast<int64_t>(outputs.reported()), "finding"));
  outputs.finish(totals.files_checked, totals.files_not_checked);
}

}  // namespace

void add_lint_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<LintCommandOptions>();
  auto* cmd = app.add_subcommand("lint", "Check profiles and hardware entries against brief's rules");
  cmd->add_option("paths", o->paths,
                  "Profile files or folders (searched recursively for *.yaml, *.yml); default: the "
                  "catalog folders (--profiles, else ./profiles if present), else the built-in catalog");
  cmd->add_option("-f,--format", o->format, "Report format: human, json, sarif, github or junit (default: human; github when GITHUB_ACTIONS=true)")
      ->check(CLI::IsMember({"human", "json", "sarif", "github", "junit"}));
  cmd->add_option("-o,--output", o->outputs, "Also write FORMAT=FILE (atomically); repeatable, one FORMAT=FILE each")
      ->allow_extra_args(false);
  cmd->add_option("--fail-on", o->fail_on, "Lowest severity that fails the run: error, warning or note")
      ->check(CLI::IsMember({"error", "warning", "note"}))
      ->capture_default_str();
  add_jobs_option(cmd, o->jobs, "Files checked in parallel; output order never changes");
  cmd->add_flag("--exit-zero", o->exit_zero, "Exit 0 even when findings reach --fail-on (input errors still exit 2)");
  cmd->add_option("--select", o->select, "Report only these codes or code prefixes (BM,BL201); replaces the configuration's select")
      ->delimiter(',')
      ->allow_extra_args(false);  // one value per --select: a path after it stays a path
  cmd->add_option("--ignore", o->ignore, "Do not report these codes or prefixes; replaces the configuration's ignore. "
                                         "Input errors (BY) and memory and license errors are always reported")
      ->delimiter(',')
      ->allow_extra_args(false);
  cmd->add_option("--config", o->config, "Read this configuration instead of the .brief.yaml found from the working directory upward");
  // Both at once would drop the named configuration in silence.
  cmd->add_flag("--no-config", o->no_config, "Read no configuration file (not with --config)")->excludes("--config");
  cmd->add_flag("--statistics", o->statistics,
                "Print how many findings of each code were reported (count, code, severity, name; most "
                "first) instead of the findings; human or json. Exit code and --output files unchanged");
  cmd->add_option("--stdin-filename", o->stdin_filename,
                  "The file name standard input ('-') stands for: findings name it, and its hardware/ "
                  "folder and per-file ignores are found from it. Alone it implies '-'; beside paths "
                  "without '-' it is an error");
  cmd->footer(
      "Exit codes: 0 clean, 1 findings at or above --fail-on (schema findings such as a misspelt\n"
      "key included), 2 unusable invocation or a file that cannot be read or parsed.\n"
      "Configuration: .brief.yaml (format: brief-config/v1), found from the working directory\n"
      "upward; see `brief schema config`. Flags override it.\n"
      "Examples:\n"
      "  brief lint profiles/\n"
      "  brief lint profiles/ --format sarif > brief.sarif\n"
      "  brief lint profiles/ --output sarif=brief.sarif --fail-on warning\n"
      "  brief lint profiles/ --statistics");
  auto* fail_on = cmd->get_option("--fail-on");
  cmd->callback([&ctx, o, fail_on] {
    o->fail_on_given = fail_on->count() > 0;
    run_lint(ctx, *o);
  });
}

}  // namespace brief::cli
