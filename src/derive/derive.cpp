// derive(): the profile's facts in, every derived total, verdict and caveat out.
#include "brief/brief.h"
#include "derive/calculator.h"
#include "derive/catalog_runs.h"
#include "derive/claims.h"
#include "derive/commercial.h"
#include "derive/header.h"
#include "derive/licenses.h"
#include "derive/memory_verdict.h"
#include "derive/observations.h"
#include "derive/rows.h"

namespace brief {

Brief derive(const Profile& profile, const Hardware* hardware) {
  Brief brief;
  brief.profile = &profile;
  brief.hardware = hardware;
  // The verdict comes first: the header and the row caveats speak of it.
  brief.memory = derivation::memory_verdict(profile, hardware);
  brief.calculator = calc::calculate(profile, hardware, calc::request_from_profile(profile));
  brief.header = derivation::header_caveats(profile, hardware, brief.memory);
  brief.hardware_line = derivation::hardware_line(profile);
  brief.pool_statement = derivation::pool_statement(profile, hardware);
  brief.provenance_line = derivation::provenance_line(profile);
  brief.runtime_not = derivation::runtime_not_text(profile);
  brief.rows = derivation::row_views(profile);
  brief.absent = derivation::absent_rows(profile);
  brief.row_caveats = derivation::row_caveats(profile, brief.memory);
  brief.resident_total = derivation::resident_total(profile);
  brief.licenses = derivation::license_views(profile);
  brief.commercial = derivation::commercial_verdict(profile, brief.licenses);
  brief.observations = derivation::observation_views(profile);
  brief.observation_caveats = derivation::observation_caveats(profile);
  brief.closing = derivation::closing_caveats(profile);
  brief.runs = derivation::run_records(profile);
  brief.claims = derivation::prose_claims(derivation::prose_fields(profile), &brief.readings);
  for (const Text* t : {&profile.title, &profile.subtitle})
    if (const int64_t n = derivation::node_count_named(t->value); t->present && n > 0)
      brief.nodes_named_in_titles.push_back({t, n});
  // The summary is read as prose: the one node count it asserts in the catalog's voice (a
  // denied or supposed count is not read), like a title's.
  // The readiness gate states the hardware the kit itself requires ("two cabled Sparks"): its
  // one node count is the setup's too.
  for (const Text* field : {&profile.summary, &profile.serving.readiness_gate})
    for (const SentenceReading& r : brief.readings)
      if (r.text == field && r.node_counts.size() == 1) {
        brief.nodes_named_in_titles.push_back({r.text, r.node_counts.front()});
        break;
      }
  return brief;
}

}  // namespace brief
