// Findings leave the driver as soon as their file and every file before it are done: a sink
// that records when each call arrives sees file k's findings before file k+1 is announced,
// and the cross-file findings only after the last file.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <string>
#include <vector>

#include "brief/lint.h"
#include "lint/temp_catalog.h"

namespace {

struct Event {
  enum Kind { checked, findings } kind;
  std::vector<std::string> files;  // checked: the file; findings: the files the group names
  std::vector<std::string> codes;
};

class RecordingSink : public brief::LintSink {
 public:
  std::vector<Event> events;
  void file_checked(const std::string& path) override { events.push_back({Event::checked, {path}, {}}); }
  void findings(std::vector<brief::Diagnostic> group, const std::map<std::string, std::string>&) override {
    Event e{Event::findings, {}, {}};
    for (const auto& d : group) {
      e.files.push_back(d.file);
      e.codes.push_back(d.code);
    }
    events.push_back(std::move(e));
  }
};

}  // namespace

TEST_CASE("each file's findings arrive right after it, in path order, cross-file findings last", "[lint][streaming]") {
  brief::test::TempCatalog c("lint-stream");
  for (int i = 0; i < 12; ++i) c.write_profile(fmt::format("p{}.yaml", 10 + i), fmt::format("gen-{}", 10 + i));
  c.write("p15.yaml", "format: brief/v1\nid: [unclosed\n");  // a per-file finding in the middle
  for (unsigned jobs : {1u, 4u}) {
    brief::LintOptions options;
    options.jobs = jobs;
    RecordingSink sink;
    const auto totals = brief::lint_stream({c.dir().string()}, options, sink);
    CHECK(totals.files_checked == 12);
    CHECK(totals.input_error);
    std::vector<std::string> checked;
    std::size_t last_checked = 0;
    for (std::size_t k = 0; k < sink.events.size(); ++k)
      if (sink.events[k].kind == Event::checked) {
        checked.push_back(sink.events[k].files[0]);
        last_checked = k;
      }
    CHECK(std::is_sorted(checked.begin(), checked.end()));
    // The unusable file's findings come straight after it, before the next file is announced.
    bool seen_broken = false;
    for (std::size_t k = 0; k < sink.events.size(); ++k) {
      const Event& e = sink.events[k];
      if (e.kind != Event::checked || e.files[0] != c.path("p15.yaml")) continue;
      REQUIRE(k + 1 < sink.events.size());
      CHECK(sink.events[k + 1].kind == Event::findings);
      CHECK(sink.events[k + 1].files.front() == c.path("p15.yaml"));
      seen_broken = true;
    }
    CHECK(seen_broken);
    // The BR502 notes (every copy has one) need the whole set's ids: they follow the last file,
    // one group per file, in path order.
    std::vector<std::string> noted;
    for (std::size_t k = 0; k < sink.events.size(); ++k)
      for (std::size_t f = 0; f < sink.events[k].codes.size(); ++f)
        if (sink.events[k].codes[f] == "BR502") {
          CHECK(k > last_checked);
          noted.push_back(sink.events[k].files[f]);
        }
    CHECK(noted.size() == 11);
    CHECK(std::is_sorted(noted.begin(), noted.end()));
  }
}

TEST_CASE("a suppression of a cross-file code is applied in the cross-file pass", "[lint][streaming]") {
  brief::test::TempCatalog c("lint-suppress");
  std::string text = brief::test::TempCatalog::profile_with_id("gen-1");
  const std::string ref = "  - id: glm-5.3-flash-mia-tensorfold-tp2\n";
  text.replace(text.find(ref), ref.size(),
               "  # brief: ignore[BR502] the Mia catalog is reviewed on its own\n" + ref);
  c.write("gen-1.yaml", text);
  const brief::LintResult r = brief::lint_paths({c.dir().string()}, {});
  for (const auto& d : r.findings) {
    CHECK(d.code != "BR502");  // suppressed
    CHECK(d.code != "BX902");  // and the suppression counted as used
  }
}
