// The lint driver, in three phases over the inputs (sorted by path, the order of the report):
//   0. the hardware entries of the set: read, loaded and checked first, one after the other
//      (a catalog has few, and they are small), because profiles are derived and checked
//      against them (BH601-BH606 read the entry itself); they join the shared resolver;
//   1. every profile, on every core: read, loaded, derived against the hardware the resolver
//      finds (brief/resolver.h: the same rule render, list and diff use), checked without
//      the rules that need the whole set's ids; the file is then dropped, leaving a small
//      summary (its id, the do-not-blend targets the catalog alone does not resolve, its
//      suppressions of reference codes). Its findings are written as soon as it and every
//      file before it are done;
//   2. the reference rules (BR501, BR502, BR505) over the summaries, once every id is known;
//      their findings come after those of phase 1, in path order, then the load errors of
//      hardware entries outside the set.
// No file's text is scanned outside the loader: the set's ids are the ids the parser read.
#include <algorithm>
#include <filesystem>
#include <set>

#include "brief/codes.h"
#include "brief/lint.h"
#include "brief/resolver.h"
#include "brief/rules.h"
#include "lint/cross_file.h"
#include "lint/file_pass.h"
#include "lint/inputs.h"
#include "lint/parallel.h"
#include "lint/quoted_lines.h"
#include "lint/summary_store.h"

namespace brief {

LintTotals lint_stream(const std::vector<std::string>& paths, const LintOptions& options, LintSink& sink) {
  namespace fs = std::filesystem;
  const unsigned jobs = lint::effective_jobs(options.jobs);
  LintTotals totals;
  const lint::InputSet inputs = lint::collect_inputs(paths, options, jobs);
  const std::vector<lint::InputFile>& files = inputs.files;
  totals.files_checked = files.size();
  totals.input_error = !inputs.problems.empty();
  // A path that names no readable file (not found, a link out of its folder, a fifo) is a
  // file no rule checked, counted as the render of a missing file counts it: "0 files
  // checked, 1 not checked". A folder that cannot be read or holds nothing is no file.
  std::set<std::string> unread;
  for (const auto& d : inputs.problems)
    if (d.code != codes::BY018 && d.code != codes::BY019) unread.insert(d.file);
  totals.files_checked += unread.size();
  totals.files_not_checked += unread.size();

  // Phase 0: the set's hardware entries, in path order.
  CatalogResolver resolver(options.catalog_dirs, options.max_bytes);
  std::vector<std::unique_ptr<lint::FileOutcome>> hardware_outcomes(files.size());
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (!files[i].hardware) continue;
    std::optional<Hardware> hw;
    hardware_outcomes[i] = std::make_unique<lint::FileOutcome>(lint::check_hardware_file(inputs, files[i], hw));
    if (hw) resolver.add_linted_hardware(std::move(*hw));
  }

  // What every profile is checked against: the catalog's ids and every hardware id that
  // resolves for some profile of the set (hardware beside a profile counts for all).
  CatalogSummary summary = resolver.summary_for(ProfileOrigin{});
  std::set<std::string> profile_dirs;
  for (const auto& f : files)
    if (!f.hardware && !f.embedded && f.path != "-") profile_dirs.insert(fs::path(f.path).parent_path().string());
  for (const auto& dir : profile_dirs)
    for (auto& id : Catalog({dir}).hardware_ids()) summary.hardware_ids.insert(id);
  summary.defer_references = true;
  // BH605 reads an entry's errors for every profile on it: each entry is checked once. The
  // resolver keeps the entries the memo knows by address until the run ends.
  summary.hardware_checks = std::make_shared<HardwareChecks>();

  // Phase 1, streamed in path order; input problems (a missing path, a refused walk entry)
  // take their place among the files by their path.
  std::size_t next_problem = 0;
  auto problems_before = [&](const std::string* path) {
    std::vector<Diagnostic> group;
    while (next_problem < inputs.problems.size() && (!path || inputs.problems[next_problem].file < *path))
      group.push_back(inputs.problems[next_problem++]);
    if (!group.empty()) sink.findings(std::move(group), {});
  };
  lint::SummaryStore summaries(files.size());
  const lint::ProfilePass pass{inputs, resolver, summary, options};
  lint::ordered_parallel_for<lint::FileOutcome>(
      files.size(), jobs,
      [&](std::size_t i) {
        if (hardware_outcomes[i]) return std::move(*hardware_outcomes[i]);
        return lint::check_profile_file(pass, files[i]);
      },
      [&](std::size_t i, lint::FileOutcome&& out) {
        hardware_outcomes[i].reset();
        problems_before(&files[i].path);
        sink.file_checked(files[i].path);
        totals.input_error |= out.input_error;
        totals.files_not_checked += out.checked ? 0 : 1;
        summaries.add(out.summary);
        if (out.findings.empty()) return;
        std::map<std::string, std::string> sources;
        if (out.quoted) sources.emplace(files[i].path, std::move(*out.quoted));
        sink.findings(std::move(out.findings), sources);
      });
  problems_before(nullptr);

  // Phase 2: the reference rules, once every id of the set is known.
  summary.defer_references = false;
  lint::check_cross_file(inputs, summaries, summary, jobs,
                         [&](std::vector<Diagnostic> found, const std::map<std::string, std::string>& sources) {
                           sink.findings(std::move(found), sources);
                         });
  std::vector<Diagnostic> hardware_errors = resolver.load_errors();
  if (!hardware_errors.empty()) {
    totals.input_error = true;
    sort_findings(hardware_errors);
    sink.findings(std::move(hardware_errors), {});
  }
  return totals;
}

namespace {

// Everything kept, for callers that want the whole result at once.
class CollectingSink : public LintSink {
 public:
  explicit CollectingSink(LintResult& result) : result_(result) {}
  void file_checked(const std::string& path) override { result_.files.push_back(path); }
  void findings(std::vector<Diagnostic> group, const std::map<std::string, std::string>& sources) override {
    for (auto& d : group) result_.findings.push_back(std::move(d));
    for (const auto& [file, text] : sources) {
      auto [it, fresh] = result_.sources.try_emplace(file, text);
      if (!fresh) it->second = lint::merged_quotes(it->second, text);  // a file's cross-file findings
    }
  }

 private:
  LintResult& result_;
};

}  // namespace

LintResult lint_paths(const std::vector<std::string>& paths, const LintOptions& options) {
  LintResult result;
  CollectingSink sink(result);
  result.input_error = lint_stream(paths, options, sink).input_error;
  sort_findings(result.findings);
  return result;
}

}  // namespace brief
