#include "render/names.h"

#include <fmt/format.h>

namespace brief::rendering {

const char* name_of(ResidenceKind k) {
  switch (k) {
    case ResidenceKind::unified_pool: return "unified-pool";
    case ResidenceKind::gpu_pool: return "gpu-pool";
    case ResidenceKind::cpu_pool: return "cpu-pool";
    case ResidenceKind::local_disk: return "local-disk";
  }
  return "unknown";
}

const char* name_of(ComponentRole r) {
  switch (r) {
    case ComponentRole::file_ledger: return "file-ledger";
    case ComponentRole::main_weights: return "main-weights";
    case ComponentRole::subcomponent: return "subcomponent";
    case ComponentRole::separate_resident: return "separate-resident";
    case ComponentRole::runtime: return "runtime";
    case ComponentRole::not_present: return "not-present";
  }
  return "unknown";
}

const char* name_of(Sharding s) {
  switch (s) {
    case Sharding::unknown: return "unknown";
    case Sharding::replicated: return "replicated";
    case Sharding::split_across_ranks: return "split-across-ranks";
    case Sharding::rank0: return "rank0";
  }
  return "unknown";
}

const char* name_of(Access a) {
  switch (a) {
    case Access::none: return "none";
    case Access::resident_matmul: return "resident-matmul";
    case Access::sparse_routed_matmul: return "sparse-routed-matmul";
    case Access::attention_cache: return "attention-cache";
    case Access::runtime_scratch: return "runtime-scratch";
    case Access::recurrent_state: return "recurrent-state";
  }
  return "unknown";
}

const char* name_of(LicenseRole r) {
  switch (r) {
    case LicenseRole::kit: return "kit";
    case LicenseRole::engine: return "engine";
    case LicenseRole::weights: return "weights";
    case LicenseRole::drafter: return "drafter";
    case LicenseRole::dataset: return "dataset";
    case LicenseRole::other: return "other";
  }
  return "other";
}

const char* name_of(CommercialUse c) {
  switch (c) {
    case CommercialUse::allowed: return "allowed";
    case CommercialUse::restricted: return "restricted";
    case CommercialUse::unknown: return "unknown";
  }
  return "unknown";
}

const char* name_of(PinRole r) {
  switch (r) {
    case PinRole::checkpoint: return "checkpoint";
    case PinRole::runtime: return "runtime";
    case PinRole::drafter: return "drafter";
    case PinRole::official: return "official";
    case PinRole::source: return "source";
    case PinRole::other: return "other";
  }
  return "other";
}

const char* name_of(Direction d) {
  return d == Direction::higher_is_better ? "higher-is-better" : "lower-is-better";
}

const char* name_of(PoolKind k) {
  switch (k) {
    case PoolKind::unified: return "unified";
    case PoolKind::gpu: return "gpu";
    case PoolKind::cpu: return "cpu";
  }
  return "unknown";
}

const char* name_of(VerdictKind k) {
  switch (k) {
    case VerdictKind::unknown: return "unknown";
    case VerdictKind::does_not_fit: return "does-not-fit";
    case VerdictKind::fits: return "fits";
  }
  return "unknown";
}

const char* name_of(Revision::State s) {
  switch (s) {
    case Revision::State::pinned: return "pinned";
    case Revision::State::unset: return "unset";
    case Revision::State::unknown: return "unknown";
  }
  return "unknown";
}

const char* name_of(Bytes::State s) {
  switch (s) {
    case Bytes::State::known: return "known";
    case Bytes::State::unknown: return "unknown";
    case Bytes::State::not_present: return "not-present";
  }
  return "unknown";
}

const char* name_of(Severity s) {
  switch (s) {
    case Severity::note: return "note";
    case Severity::warning: return "warning";
    case Severity::error: return "error";
  }
  return "error";
}

std::string phrase_of(Sharding s) {
  switch (s) {
    case Sharding::unknown: return "unknown";
    case Sharding::replicated: return "replicated on every rank";
    case Sharding::split_across_ranks: return "split across ranks";
    case Sharding::rank0: return "rank 0 only";
  }
  return "unknown";
}

std::string phrase_of(Direction d) {
  return d == Direction::higher_is_better ? "higher is better" : "lower is better";
}

std::string phrase_of(VerdictKind k) {
  switch (k) {
    case VerdictKind::unknown: return "unknown";
    case VerdictKind::does_not_fit: return "does not fit";
    case VerdictKind::fits: return "fits";
  }
  return "unknown";
}

std::string phrase_of(ResidenceKind k) {
  switch (k) {
    case ResidenceKind::unified_pool: return "unified pool";
    case ResidenceKind::gpu_pool: return "GPU pool";
    case ResidenceKind::cpu_pool: return "CPU pool";
    case ResidenceKind::local_disk: return "local disk";
  }
  return "unknown";
}

std::string count_text(const Count& count) {
  if (!count.known()) return "unknown";
  const int64_t v = *count.value;
  if (v < 0) return fmt::format("-{}", group_thousands(static_cast<uint64_t>(-(v + 1)) + 1));
  return group_thousands(static_cast<uint64_t>(v));
}

std::string revision_text(const Revision& revision) {
  switch (revision.state) {
    case Revision::State::pinned: return revision.hash;
    case Revision::State::unset: return "unset";
    case Revision::State::unknown: return "unknown";
  }
  return "unknown";
}

std::string yes_no(bool value) { return value ? "yes" : "no"; }

std::string sentence(std::string text) {
  while (!text.empty() && text.back() == ' ') text.pop_back();
  if (text.empty()) return text;
  const char last = text.back();
  if (last != '.' && last != '!' && last != '?' && last != ':') text += '.';
  return text;
}

}  // namespace brief::rendering
