#pragma once
// A small Brief built in code, independent of the loader and derive: two rows (one known,
// one unknown), one absent row, one license, one observation, one pool equation. Tests
// mutate its profile text to play a hostile profile.
#include <memory>

#include "brief/brief.h"

namespace brief::test {

struct SampleBrief {
  Profile profile;
  Hardware hardware;
  Brief brief;
};

inline Text text(std::string s) { return Text{std::move(s), {1, 1}, true}; }

// The Brief points into profile and hardware, so the sample lives on the heap, never moved.
inline std::unique_ptr<SampleBrief> make_sample_brief() {
  auto s = std::make_unique<SampleBrief>();
  Profile& p = s->profile;
  p.id = text("sample");
  p.title = text("Sample model on 2 boxes");
  p.subtitle = text("A test profile");
  p.summary = text("A profile built in code for the renderer tests.");
  p.provenance.kind = text("community");
  p.provenance.reporter = text("maintainer");
  p.hardware.id = text("box");
  p.hardware.nodes = {2, {1, 1}, true};
  p.recipe = text("as-pinned");

  Component weights;
  weights.id = text("weights");
  weights.name = text("Main weights");
  weights.role = {ComponentRole::main_weights, {}, true};
  weights.access = {Access::resident_matmul, {}, true};
  weights.file_size = {Bytes::known(328326771576), {}, true};
  weights.per_rank = {Bytes::unknown(), {}, true};
  weights.resident = {Bytes::unknown("not published"), {}, true};
  weights.evidence = text("The source printed the file size.");
  Component kv;
  kv.id = text("kv");
  kv.name = text("KV cache");
  kv.role = {ComponentRole::runtime, {}, true};
  kv.file_size = {Bytes::unknown(), {}, true};
  kv.per_rank = {Bytes::unknown(), {}, true};
  kv.resident = {Bytes::unknown(), {}, true};
  Component engram;
  engram.id = text("engram");
  engram.name = text("Engram");
  engram.role = {ComponentRole::not_present, {}, true};
  engram.file_size = {Bytes::not_present(), {}, true};
  engram.per_rank = {Bytes::not_present(), {}, true};
  engram.resident = {Bytes::not_present(), {}, true};
  p.components = {weights, kv, engram};

  License lic;
  lic.subject = text("weights");
  lic.target = text("org/model");
  lic.text_read = {false, {}, true};
  lic.commercial = {CommercialUse::unknown, {}, true};
  p.licenses = {lic};

  Pin pin;
  pin.id = text("checkpoint");
  pin.repo = text("org/model");
  pin.revision = {Revision{Revision::State::pinned, "5ab363a8dcf6405955fd5f99671e01a1c9fb124b", ""}, {}, true};
  p.pins = {pin};
  p.official.parameters = {Count{321323031390, ""}, {}, true};
  p.official.checkpoint_file = {Bytes::known(328326771576), {}, true};
  p.serving.slots = {Count{8, ""}, {}, true};

  Arm arm;
  arm.id = text("a");
  arm.label = text("this profile");
  arm.quantization = text("EXL3 4bpw");
  p.bakeoff.arms = {arm};
  Observation obs;
  obs.id = text("c1");
  obs.metric = text("C1 short decode");
  obs.unit = text("tok/s");
  obs.runs = {1, {}, true};
  obs.cells = {Cell{text("a"), {*Decimal::parse("99"), {}, true}, {}}};
  p.bakeoff.observations = {obs};

  Hardware& hw = s->hardware;
  hw.id = text("box");
  hw.name = text("Box");

  Brief& b = s->brief;
  b.profile = &p;
  b.hardware = &hw;
  b.header = {{"not-a-fit", "This is not a fit."}};
  b.hardware_line = "Hardware matches this pin. 2 nodes.";
  for (const auto& c : p.components) {
    RowView row;
    row.component = &c;
    row.role_label = c.role.value == ComponentRole::not_present ? "Not present." : "Shared pool.";
    row.access_label = "Resident matmul.";
    row.resident_label = "resident bytes are unknown.";
    b.rows.push_back(row);
  }
  b.absent = {"Engram"};
  b.row_caveats = {{"rows-not-additive", "Do not add these rows together."}};
  LicenseView license;
  license.license = &p.licenses[0];
  license.text = TextRead::not_read;
  license.commercial_label = "Commercial use unknown.";
  license.derived = {{"unread", "Do not assume MIT."}};
  b.licenses = {license};
  b.commercial.blockers = {{"license-unknown", "The weights license is unknown."}};
  PoolEquation eq;
  eq.node = 1;
  eq.pool_id = "uma";
  eq.pool_label = "node 1 UMA (unified)";
  eq.terms = {PoolTerm{&p.components[0], Bytes::known(1024), true, ""},
              PoolTerm{&p.components[1], Bytes::unknown(), true, ""}};
  eq.lower_bound = Bytes::known(1024);
  eq.placed = true;  // the sample's rows live in this pool
  eq.unknown_rows = {"kv"};
  eq.usable = Bytes::known(130567395737, true, "about 121.6 GiB");
  eq.capacity_source = "community measurements";
  b.memory.pools = {eq};
  b.memory.missing_facts = {{"kv-bytes", "KV cache bytes."}};
  ObservationView observation;
  observation.observation = &p.bakeoff.observations[0];
  observation.derived = {{"one-run", "One run."}};
  b.observations = {observation};
  b.closing = {{"no-fit-from-sum", "Summing components creates a fit: false."}};
  return s;
}

}  // namespace brief::test
