#pragma once
// Profiles and hardware built in code, for derive tests that need exact control of one fact.
#include <cstdint>
#include <string>
#include <vector>

#include "brief/profile.h"

namespace brief::test {

inline constexpr uint64_t GiB = 1024ull * 1024 * 1024;

template <class T>
Located<T> written(T value) {
  return Located<T>{std::move(value), Loc{}, true};
}

inline Text words(std::string s) { return written(std::move(s)); }

// One component row; the residence is the unified pool "uma" unless the role has none.
inline Component row(std::string id, ComponentRole role, Sharding sharding = Sharding::replicated,
                     Bytes per_rank = Bytes::unknown(), Bytes resident = Bytes::unknown(), std::string overlaps = {}) {
  Component c;
  c.id = words(id);
  c.name = words(id);
  c.role = written(role);
  c.sharding = written(sharding);
  c.per_rank = written(std::move(per_rank));
  c.resident = written(std::move(resident));
  c.file_size = written(Bytes::unknown());
  if (!overlaps.empty()) c.overlaps = words(std::move(overlaps));
  if (role != ComponentRole::not_present && role != ComponentRole::file_ledger) c.residence = words("uma");
  // The access its role has: nothing for an absent row, scratch for a runtime allocation,
  // matmul for weights (role and access must agree, BM110).
  c.access = written(role == ComponentRole::not_present || role == ComponentRole::file_ledger ? Access::none
                     : role == ComponentRole::runtime                                         ? Access::runtime_scratch
                                                                                               : Access::resident_matmul);
  return c;
}

// A profile on `nodes` nodes with TP = tp and one unified residence "uma", plus a main
// weights row "weights" (known per-rank bytes) unless rows already hold one.
inline Profile profile_with(int64_t nodes, int64_t tp, std::vector<Component> rows) {
  Profile p;
  p.id = words("synthetic");
  p.hardware.id = words("test-box");
  p.hardware.nodes = written(nodes);
  p.hardware.matches_pin = written(true);
  p.parallelism.tp = written(Count{tp, ""});
  Residence uma;
  uma.id = words("uma");
  uma.name = words("UMA");
  uma.kind = written(ResidenceKind::unified_pool);
  p.residences.push_back(uma);
  p.components = std::move(rows);
  return p;
}

// One node at TP `tp` serving `model`, its `weights` bytes measured (class all), one slot of
// `context` tokens with the KV cache in `kv_dtype`, PP 1: the calculator tests' base profile.
inline Profile served_profile(Model model, uint64_t weights, uint64_t context, const std::string& kv_dtype,
                              int64_t tp = 1) {
  Profile p = profile_with(1, tp, {});
  p.model = std::move(model);
  StoredClass s;
  s.cls = written(ComponentClass::all);
  s.bytes = written(Bytes::known(weights));
  p.model.stored.push_back(s);
  p.serving.context_per_request = written(Count{static_cast<int64_t>(context), ""});
  p.serving.slots = written(Count{1, ""});
  p.serving.kv_cache_dtype = words(kv_dtype);
  p.parallelism.pp = written(Count{1, ""});
  return p;
}

// A node with one pool kind, `accelerators` of them, each pool of exactly `bytes`.
inline Hardware one_pool_hardware(const char* id, const char* pool_id, PoolKind kind, int64_t accelerators,
                                  uint64_t bytes) {
  Hardware hw;
  hw.id = words(id);
  hw.accelerators_per_node = written(accelerators);
  MemoryPool pool;
  pool.id = words(pool_id);
  pool.kind = written(kind);
  pool.nominal = written(Bytes::known(bytes));
  pool.usable = written(Bytes::known(bytes));
  hw.pools.push_back(pool);
  return hw;
}

// One node of `accelerators` GPUs, each a gpu pool of `per_gpu` bytes (a gpu pool is one
// accelerator's memory; NVIDIA H200: 141 GB HBM3e).
inline Hardware gpu_hardware(int64_t accelerators, uint64_t per_gpu) {
  return one_pool_hardware("gpu-box", "hbm", PoolKind::gpu, accelerators, per_gpu);
}

// One unified pool per node with an exact usable capacity.
inline Hardware unified_hardware(uint64_t usable) {
  Hardware hw = one_pool_hardware("test-box", "uma", PoolKind::unified, 1, usable);
  hw.name = words("Test box (unified memory)");
  return hw;
}

}  // namespace brief::test
