// The cross-file pass reads back from the store exactly what each file's summary held.
#include <catch2/catch.hpp>

#include "lint/summary_store.h"

using brief::Loc;
using brief::lint::FileSummary;
using brief::lint::SummaryStore;

namespace {

FileSummary profile(const std::string& id, uint32_t line) {
  FileSummary s;
  s.profile = true;
  s.id = brief::Text{id, Loc{line, 5}, true, Loc{line, 5 + static_cast<uint32_t>(id.size())}};
  return s;
}

}  // namespace

TEST_CASE("each file's id, targets and suppressions come back as they went in", "[lint][summary-store]") {
  SummaryStore store(4);
  FileSummary a = profile("alpha", 2);
  a.pending.push_back({"missing-one", Loc{30, 9}, Loc{30, 19}, false});
  a.pending.push_back({"elsewhere", Loc{31, 9}, Loc{31, 17}, true});
  a.suppressions.push_back({"BR502", "kept on purpose", Loc{29, 3}, 30});
  store.add(a);
  store.add(FileSummary{});        // a hardware entry or an unusable file
  store.add(profile("beta", 3));   // a clean profile: its id only
  FileSummary d = profile("", 0);  // a profile whose id is absent
  d.id.present = false;
  d.suppressions.push_back({"BR501", "", Loc{1, 1}, 2});
  store.add(d);

  REQUIRE(store.size() == 4);
  CHECK(store.is_profile(0));
  CHECK_FALSE(store.is_profile(1));
  CHECK(store.id(0) == "alpha");
  CHECK(store.id(2) == "beta");
  CHECK(store.has_references(0));
  CHECK_FALSE(store.has_references(1));
  CHECK_FALSE(store.has_references(2));
  CHECK(store.has_references(3));

  const brief::ProfileReferences r = store.references(0, "p/alpha.yaml");
  CHECK(r.path == "p/alpha.yaml");
  CHECK(r.id.value == "alpha");
  CHECK(r.id.present);
  CHECK(r.id.loc == Loc{2, 5});
  CHECK(r.id.end == Loc{2, 10});
  REQUIRE(r.do_not_blend.size() == 2);
  CHECK(r.do_not_blend[0].id.value == "missing-one");
  CHECK(r.do_not_blend[0].id.loc == Loc{30, 9});
  CHECK(r.do_not_blend[0].id.end == Loc{30, 19});
  CHECK(r.do_not_blend[0].loc == Loc{30, 9});
  CHECK_FALSE(r.do_not_blend[0].external.value);
  CHECK(r.do_not_blend[1].id.value == "elsewhere");
  CHECK(r.do_not_blend[1].external.value);
  REQUIRE(r.suppressions.size() == 1);
  CHECK(r.suppressions[0].code == "BR502");
  CHECK(r.suppressions[0].reason == "kept on purpose");
  CHECK(r.suppressions[0].loc == Loc{29, 3});
  CHECK(r.suppressions[0].applies_to_line == 30);

  const brief::ProfileReferences clean = store.references(2, "p/beta.yaml");
  CHECK(clean.id.value == "beta");
  CHECK(clean.do_not_blend.empty());
  CHECK(clean.suppressions.empty());

  const brief::ProfileReferences last = store.references(3, "p/d.yaml");
  CHECK_FALSE(last.id.present);
  CHECK(last.do_not_blend.empty());
  REQUIRE(last.suppressions.size() == 1);
  CHECK(last.suppressions[0].code == "BR501");
}
