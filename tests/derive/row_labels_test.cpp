// The row labels of each residence kind: a GPU, CPU or disk residence is named as such, never
// as the shared pool (the shipped profiles and the fixtures use the unified pool only).
#include <catch2/catch.hpp>

#include "derive/profile_builder.h"
#include "derive/row_access.h"
#include "derive/rows.h"

using namespace brief;
using brief::test::words;
using brief::test::written;

namespace {

RowView view_in(ResidenceKind kind, const std::string& name) {
  static Profile p;
  p = test::profile_with(1, 1, {test::row("experts", ComponentRole::separate_resident)});
  p.residences[0].kind = written(kind);
  p.residences[0].name = words(name);
  return derivation::row_view(p, p.components[0]);
}

}  // namespace

TEST_CASE("row labels name a GPU, CPU or disk residence by its kind", "[derive][rows]") {
  struct Want {
    ResidenceKind kind;
    std::string name, role_label, residence_label;
  };
  for (const auto& w : std::vector<Want>{{ResidenceKind::gpu_pool, "H100", "H100 GPU pool.", "GPU pool (H100)"},
                                         {ResidenceKind::cpu_pool, "Host", "Host CPU pool.", "CPU pool (Host)"},
                                         {ResidenceKind::local_disk, "NVMe", "NVMe. Not memory.", "NVMe"},
                                         {ResidenceKind::unified_pool, "UMA", "Shared UMA pool.", "Unified pool (UMA)"}}) {
    const auto v = view_in(w.kind, w.name);
    CHECK(v.role_label == w.role_label);
    CHECK(v.residence_label == w.residence_label);
  }
}

TEST_CASE("a residence whose name says what it is is not wrapped in its kind again", "[derive][rows]") {
  struct Want {
    ResidenceKind kind;
    const char* name;
    const char* label;
  };
  for (const auto& w : std::vector<Want>{{ResidenceKind::unified_pool, "Unified memory", "Unified memory: one shared pool."},
                                         {ResidenceKind::gpu_pool, "GPU memory", "GPU memory: a GPU pool."},
                                         {ResidenceKind::cpu_pool, "Host memory", "Host memory: a CPU pool."},
                                         {ResidenceKind::unified_pool, "UMA", "Shared UMA pool."}}) {
    INFO(w.name);
    CHECK(view_in(w.kind, w.name).role_label == w.label);
  }
}

TEST_CASE("role_contradicts_access: a runtime row read by matmul, weights held as a cache", "[derive][rows]") {
  auto contradictions = [](ComponentRole role, Access access) {
    Profile p = test::profile_with(1, 1, {test::row("kv-cache", role)});
    p.components[0].access = written(access);
    return derivation::role_contradicts_access(p).size();
  };
  CHECK(contradictions(ComponentRole::runtime, Access::sparse_routed_matmul) == 1);  // a KV cache relabelled
  CHECK(contradictions(ComponentRole::runtime, Access::resident_matmul) == 1);
  CHECK(contradictions(ComponentRole::subcomponent, Access::attention_cache) == 1);
  CHECK(contradictions(ComponentRole::main_weights, Access::recurrent_state) == 1);
  CHECK(contradictions(ComponentRole::file_ledger, Access::resident_matmul) == 1);
  // Role and access that agree.
  CHECK(contradictions(ComponentRole::runtime, Access::attention_cache) == 0);
  CHECK(contradictions(ComponentRole::runtime, Access::runtime_scratch) == 0);
  CHECK(contradictions(ComponentRole::runtime, Access::recurrent_state) == 0);
  CHECK(contradictions(ComponentRole::subcomponent, Access::sparse_routed_matmul) == 0);
  CHECK(contradictions(ComponentRole::separate_resident, Access::resident_matmul) == 0);
  CHECK(contradictions(ComponentRole::file_ledger, Access::none) == 0);
}
