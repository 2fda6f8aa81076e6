#include "render/enum_phrases.h"

#include "model/text.h"

#include <fmt/format.h>

namespace brief::rendering {

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

std::string pool_multiplicity(const Hardware& hardware, const MemoryPool& pool) {
  const std::string kind = name_of(pool.kind.value);
  if (pool.kind.value != PoolKind::gpu) return kind + ", one per node";
  // A gpu pool is one accelerator's memory (docs/profile-format.md), never the node's.
  if (!hardware.accelerators_per_node.present) return kind + ", one per accelerator";
  return fmt::format("{}, one per accelerator, {} per node", kind, hardware.accelerators_per_node.value);
}

std::string count_text(const Count& count) {
  if (!count.known()) return "unknown";
  const int64_t v = *count.value;
  if (v < 0) return fmt::format("-{}", group_thousands(static_cast<uint64_t>(-(v + 1)) + 1));
  return group_thousands(static_cast<uint64_t>(v));
}

std::string count_phrase(const Count& count) {
  return count.known() ? count_text(count) : with_reason(count_text(count), count.why);
}

std::string revision_phrase(const Revision& revision) {
  return revision.state == Revision::State::pinned ? revision_text(revision)
                                                   : with_reason(revision_text(revision), revision.why);
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

std::string text_read_name(TextRead state) {
  switch (state) {
    case TextRead::read: return "read";
    case TextRead::not_read: return "not-read";
    case TextRead::not_stated: return "not-stated";
  }
  return "not-stated";
}

}  // namespace brief::rendering
