// The lint report is the same bytes whatever the thread count, in every format, on a catalog
// with findings of every kind: per-file, cross-file (BR502, BR505), unusable files, a path
// that does not exist.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <string>

#include "brief/lint.h"
#include "brief/report.h"
#include "lint/temp_catalog.h"

namespace {

// What `brief lint` writes: the stream of each group as it arrives.
class WritingSink : public brief::LintSink {
 public:
  explicit WritingSink(brief::ReportFormat format) : stream_(brief::make_report_stream(format, false)) {
    out_ = stream_->header();
  }
  void findings(std::vector<brief::Diagnostic> group, const std::map<std::string, std::string>& sources) override {
    out_ += stream_->items(group, &sources);
  }
  std::string finish(std::size_t files) { return out_ + stream_->footer(files); }

 private:
  std::unique_ptr<brief::ReportStream> stream_;
  std::string out_;
};

std::string report_at(const std::vector<std::string>& paths, unsigned jobs, brief::ReportFormat format) {
  brief::LintOptions options;
  options.jobs = jobs;
  WritingSink sink(format);
  const brief::LintTotals totals = brief::lint_stream(paths, options, sink);
  return sink.finish(totals.files_checked);
}

void write_catalog_with_findings(const brief::test::TempCatalog& c) {
  for (int i = 0; i < 24; ++i) c.write_profile(fmt::format("p{}.yaml", 100 + i), fmt::format("gen-{}", 100 + i));
  c.write_profile("dup-a.yaml", "gen-100");                        // BR505 with p100
  c.write("broken.yaml", "format: brief/v1\nid: [unclosed\n");    // unusable: exit 2
  std::string wrong = brief::test::TempCatalog::profile_with_id("gen-130");
  wrong.replace(wrong.find("  nodes: 2"), 10, "  nodes: 0");         // a per-file finding
  c.write("q130.yaml", wrong);
}

}  // namespace

TEST_CASE("lint writes the same bytes at -j1, -j2 and -j8 in every format", "[lint][ordering][slow]") {
  brief::test::TempCatalog c("lint-order");
  write_catalog_with_findings(c);
  const std::vector<std::string> paths{c.dir().string(), c.path("missing.yaml")};
  for (auto format : {brief::ReportFormat::human, brief::ReportFormat::json, brief::ReportFormat::sarif,
                      brief::ReportFormat::github}) {
    const std::string one = report_at(paths, 1, format);
    CHECK(one.find("BR505") != std::string::npos);
    CHECK(one.find("BR502") != std::string::npos);
    CHECK(one.find("BY016") != std::string::npos);
    CHECK(report_at(paths, 2, format) == one);
    CHECK(report_at(paths, 8, format) == one);
  }
}

TEST_CASE("the streamed report is the one-shot report of the same findings in the same order", "[lint][ordering]") {
  brief::test::TempCatalog c("lint-oneshot");
  write_catalog_with_findings(c);
  // lint_paths collects and sorts; the stream writes per-file findings in path order and the
  // cross-file ones last. Reordered the same way, the one-shot writer gives the same bytes.
  brief::LintOptions options;
  options.jobs = 2;
  struct Collect : brief::LintSink {
    std::vector<brief::Diagnostic> all;
    std::map<std::string, std::string> sources;
    void findings(std::vector<brief::Diagnostic> group, const std::map<std::string, std::string>& s) override {
      for (auto& d : group) all.push_back(std::move(d));
      for (const auto& [f, t] : s) sources.try_emplace(f, t);
    }
  } collect;
  const auto totals = brief::lint_stream({c.dir().string()}, options, collect);
  for (auto format : {brief::ReportFormat::json, brief::ReportFormat::sarif}) {
    // BR502/BR505 lines are quoted only in their own group: compare formats that quote nothing.
    const brief::ReportInput in{&collect.all, &collect.sources, totals.files_checked, false};
    CHECK(brief::report(format, in) == report_at({c.dir().string()}, 2, format));
  }
}
