#include "derive/row_access.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "derive/prose.h"
#include "derive/rows.h"
#include "derive/sentence.h"
#include "model/lookup.h"
#include "model/names.h"

namespace brief::derivation {

bool access_in_memory(Access access) { return access != Access::none; }

namespace {

bool needs_memory_not_disk(Access access) {
  switch (access) {
    case Access::resident_matmul:
    case Access::attention_cache:
    case Access::recurrent_state:
    case Access::runtime_scratch: return true;
    case Access::none:
    case Access::sparse_routed_matmul: return false;
  }
  return false;
}

}  // namespace

Contradictions role_contradicts_access(const Profile& profile) {
  Contradictions out;
  for (const auto& c : profile.components) {
    const ComponentRole role = c.role.value;
    if (!c.access.present || !c.role.present) continue;
    // A runtime allocation (KV cache, workspace, state) is not weights read by matmul, and
    // weights are not a cache, a scratch buffer or a state: the row is one or the other.
    const bool matmul = c.access.value == Access::resident_matmul || c.access.value == Access::sparse_routed_matmul;
    const bool weights = role == ComponentRole::main_weights || role == ComponentRole::subcomponent ||
                         role == ComponentRole::separate_resident;
    if ((role == ComponentRole::runtime && matmul) || (weights && access_in_memory(c.access.value) && !matmul)) {
      out.push_back({c.role.loc,
                     fmt::format("'{}' is role {} but its access is {}: {}", c.id.value, name_of(role),
                                 name_of(c.access.value),
                                 matmul ? "a runtime allocation is not weights read by matmul"
                                        : "weights are read by matmul, not held as a cache, scratch or state"),
                     matmul ? "a KV cache is attention-cache, a workspace runtime-scratch, a linear-attention state "
                              "recurrent-state; weights read by matmul are main-weights, subcomponent or separate-resident"
                            : "weights are read by resident-matmul or sparse-routed-matmul; a cache, scratch or state "
                              "allocated at run time is role runtime",
                     c.id.value, c.access.loc});
      continue;
    }
    // Weights that are placed somewhere but read by nothing: a row of the model the recipe
    // loads is read by matmul; one it does not load is not_present, or the file ledger's.
    if (weights && c.access.value == Access::none && c.residence.present && !c.residence.value.empty()) {
      out.push_back({c.role.loc,
                     fmt::format("'{}' is role {} and resides in '{}', but its access is none: weights the recipe "
                                 "places are read by matmul",
                                 c.id.value, name_of(role), c.residence.value),
                     "weights read in memory are resident-matmul or sparse-routed-matmul; a row nothing reads is "
                     "not_present, or a file of the ledger",
                     c.id.value, c.access.loc});
      continue;
    }
    if (role != ComponentRole::file_ledger && role != ComponentRole::not_present) continue;
    if (!access_in_memory(c.access.value)) continue;
    out.push_back({c.role.loc,
                   fmt::format("'{}' is role {} but its access is {}: a row read in memory is not {}",
                               c.id.value, name_of(role), name_of(c.access.value),
                               role == ComponentRole::file_ledger ? "a file ledger" : "absent"),
                   role == ComponentRole::file_ledger
                       ? "a ledger lists files (access: none); give the loaded row its own role"
                       : "a component the recipe does not have is read by nothing: access: none, or give it its role",
                   c.id.value, c.access.loc});
  }
  return out;
}

namespace {

// True when the text has "recurrent" as a word of its own ("recurrent-state", "Recurrent
// state", "kda_recurrent"), any case.
bool says_recurrent(std::string_view text) {
  const std::string low = lower(text);
  for (std::size_t at = low.find("recurrent"); at != std::string::npos; at = low.find("recurrent", at + 1)) {
    const std::size_t end = at + 9;
    const auto word_char = [&](std::size_t i) { return std::isalnum(static_cast<unsigned char>(low[i])) != 0; };
    if ((at == 0 || !word_char(at - 1)) && (end >= low.size() || !word_char(end))) return true;
  }
  return false;
}

}  // namespace

Contradictions state_row_read_as_attention_cache(const Profile& profile) {
  Contradictions out;
  const auto is_cache = [](const Component& c) {
    return c.access.value == Access::attention_cache && c.role.value != ComponentRole::not_present;
  };
  for (const auto& c : profile.components) {
    if (!is_cache(c)) continue;
    const bool by_name = says_recurrent(c.name.value);
    if (!by_name && !says_recurrent(c.id.value)) continue;
    const auto kv = std::find_if(profile.components.begin(), profile.components.end(),
                                 [&](const Component& o) { return &o != &c && is_cache(o) && !says_recurrent(o.name.value) && !says_recurrent(o.id.value); });
    if (kv == profile.components.end()) continue;
    out.push_back({by_name ? c.name.loc : c.id.loc,
                   fmt::format("'{}' names a recurrent state but its access is attention-cache, which '{}' already is",
                               c.id.value, kv->id.value),
                   "a recurrent state is the fixed state of linear-attention layers: access: recurrent-state, or "
                   "rename the row for what it holds",
                   c.id.value, c.access.loc});
  }
  return out;
}

Contradictions absent_row_said_present(const Profile& profile) {
  Contradictions out;
  for (const auto& c : profile.components) {
    if (c.role.value != ComponentRole::not_present) continue;
    // The row's own words, but not its gap: what the source did not publish says nothing of
    // whether the row is loaded.
    for (const Text* t : row_texts(c)) {
      if (t == &c.gap) continue;
      std::string said;
      for (const auto& s : sentences(t->value))
        if (said.empty() && asserts_presence(*analysed(s))) said = s.substr(s.find_first_not_of(' '));
      if (said.empty()) continue;
      out.push_back({t->loc,
                     fmt::format("'{}' is role not-present, but its own text says it is held in memory: \"{}\"",
                                 c.id.value, said),
                     "a row the recipe has takes memory: give it its role (main-weights, subcomponent, runtime ...) "
                     "and its bytes, or correct the text",
                     c.id.value, c.role.loc});
      break;
    }
  }
  return out;
}

Contradictions access_on_local_disk(const Profile& profile) {
  Contradictions out;
  for (const auto& c : profile.components) {
    if (!needs_memory_not_disk(c.access.value) || c.role.value == ComponentRole::not_present ||
        c.role.value == ComponentRole::file_ledger)
      continue;
    const Residence* residence = find_residence(profile, c.residence.value);
    if (residence == nullptr || residence->kind.value != ResidenceKind::local_disk) continue;
    out.push_back({c.residence.loc,
                   fmt::format("'{}' is read as {} but lives on local disk '{}': that access is in memory, and a "
                               "disk is in no pool equation",
                               c.id.value, name_of(c.access.value), residence->id.value),
                   "place it in the memory pool that holds it; a file on disk is the file ledger's", c.id.value,
                   c.access.loc});
  }
  return out;
}

namespace {
// "Stays on local NVMe and is streamed per token; only a cache sits in memory": a verb that keeps
// the row where it is or streams it (lexicon class storage-stay-verb: "stays", "kept",
// "streamed"), asserted and not denied, with a word of storage within four words after it. It
// decides a placement that names both sides; "read from disk at load, then resident in the
// pool" has no such verb.
bool keeps_on_storage(std::string_view sentence) {
  static const LexiconWords& stay = lexicon_words("storage-stay-verb");
  const auto a = analysed(sentence);
  for (std::size_t k = 0; k < a->tokens.size(); ++k) {
    if (!stay.contains(a->tokens[k].text) || a->negated[k] || !a->asserted(k, k)) continue;
    for (std::size_t j = k + 1; j < a->tokens.size() && j <= k + 4 && a->clause_of[j] == a->clause_of[k]; ++j)
      if (storage_word_at(*a, j) && !a->negated[j]) return true;
  }
  return false;
}
}  // namespace

Contradictions residence_against_placement(const Profile& profile) {
  Contradictions out;
  static constexpr std::string_view kMemory[] = {"unified pool", "unified memory", "memory pool", "gpu memory", "vram",
                                                 "hbm", "in memory", "system ram", "host memory"};
  static constexpr std::string_view kDisk[] = {"local disk", "nvme", "ssd", "on disk", "disk tier", "storage"};
  for (const auto& c : profile.components) {
    if (!c.placement.present || c.role.value == ComponentRole::not_present) continue;
    const Residence* residence = find_residence(profile, c.residence.value);
    if (residence == nullptr) continue;
    bool memory = false, disk = false, kept_on_storage = false;
    for (const std::string& sentence : sentences(c.placement.value)) {
      kept_on_storage = kept_on_storage || keeps_on_storage(sentence);
      const std::string low = lower(sentence);
      if (is_negated(low)) continue;
      for (std::string_view w : kMemory) memory = memory || has_word(low, w);
      for (std::string_view w : kDisk) disk = disk || has_word(low, w);
    }
    if (kept_on_storage) memory = false, disk = true;
    if (memory == disk) continue;
    const bool on_disk = residence->kind.value == ResidenceKind::local_disk;
    if (on_disk == disk) continue;
    out.push_back({c.residence.loc,
                   fmt::format("'{}' lives in '{}' ({}), but its own placement puts it {}: '{}'", c.id.value,
                               residence->id.value, name_of(residence->kind.value), disk ? "on a disk" : "in a memory pool",
                               c.placement.value),
                   "a row has one residence: correct the residence or the placement", c.id.value, c.placement.loc});
  }
  return out;
}

}  // namespace brief::derivation
