#include "derive/rows.h"
#include "derive/sentence.h"

#include <cctype>
#include <string_view>

#include <fmt/format.h>

#include "brief/plural.h"
#include "derive/other_recipes.h"
#include "derive/prose.h"
#include "derive/wording.h"

namespace brief::derivation {

const Component* main_weights(const Profile& profile) {
  for (const auto& component : profile.components)
    if (component.role.value == ComponentRole::main_weights) return &component;
  return nullptr;
}

namespace {

// A residence by its name, or by its id when the profile gives it no name.
const std::string& residence_name(const Residence& r) { return r.name.value.empty() ? r.id.value : r.name.value; }

// A residence name that already says what it is ("Unified memory", "HBM pool", "gpu") is not
// wrapped in the kind again: "Shared Unified memory pool" and "gpu GPU pool" say it twice.
// `kind_word` is the kind's own word ("gpu", "cpu"), or empty.
bool says_what_it_is(std::string_view name, std::string_view kind_word = {}) {
  std::string lower(name);
  for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (std::string_view word : {"unified", "memory", "pool"})
    if (lower.find(word) != std::string::npos) return true;
  return !kind_word.empty() && lower.find(kind_word) != std::string::npos;
}

// Where the row lives, in the brief's words ("Shared UMA pool."). A ledger lists files and an
// absent row lives nowhere; every other row, the main weights included, lives in its residence.
std::string role_label(const Profile& profile, const Component& c) {
  switch (c.role.value) {
    case ComponentRole::file_ledger: return "File ledger. Not a per-rank residence.";
    case ComponentRole::not_present: return "Not present.";
    default: break;
  }
  const Residence* residence = find_residence(profile, c.residence.value);
  if (residence == nullptr) return "Residence unknown.";
  const std::string& name = residence_name(*residence);
  switch (residence->kind.value) {
    case ResidenceKind::unified_pool:
      return says_what_it_is(name) ? fmt::format("{}: one shared pool.", name) : fmt::format("Shared {} pool.", name);
    case ResidenceKind::gpu_pool:
      return says_what_it_is(name, "gpu") ? fmt::format("{}: a GPU pool.", name) : fmt::format("{} GPU pool.", name);
    case ResidenceKind::cpu_pool:
      return says_what_it_is(name, "cpu") ? fmt::format("{}: a CPU pool.", name) : fmt::format("{} CPU pool.", name);
    case ResidenceKind::local_disk: return fmt::format("{}. Not memory.", name);
  }
  return "Residence unknown.";
}

std::string access_label(const Component& c) {
  switch (c.access.value) {
    case Access::resident_matmul: return "Resident matmul.";
    case Access::sparse_routed_matmul: return "Sparse routed matmul.";
    case Access::attention_cache: return "Attention cache.";
    case Access::runtime_scratch: return "Runtime scratch.";
    case Access::recurrent_state: return "Recurrent state.";
    case Access::none: break;
  }
  if (c.role.value == ComponentRole::file_ledger) return "Files on disk, not read at run time.";
  return "Not in this recipe.";
}

std::string residence_label(const Profile& profile, const Component& c) {
  if (c.role.value == ComponentRole::file_ledger || c.role.value == ComponentRole::not_present) return "";
  const Residence* residence = find_residence(profile, c.residence.value);
  if (residence == nullptr) return "";
  const std::string& name = residence_name(*residence);
  switch (residence->kind.value) {
    case ResidenceKind::unified_pool: return fmt::format("Unified pool ({})", name);
    case ResidenceKind::gpu_pool: return fmt::format("GPU pool ({})", name);
    case ResidenceKind::cpu_pool: return fmt::format("CPU pool ({})", name);
    case ResidenceKind::local_disk: return name;
  }
  return "";
}

// How the row stands to the file ledger, from its role (shown beside its per-rank bytes).
std::string ledger_relation(const Component& c) {
  switch (c.role.value) {
    case ComponentRole::file_ledger: return "File ledger.";
    case ComponentRole::main_weights: return "Main weights.";
    case ComponentRole::subcomponent: return "Overlaps the main weights.";
    case ComponentRole::runtime: return "Runtime, not weights.";
    case ComponentRole::separate_resident: return "Separate from the main weights.";
    case ComponentRole::not_present: return "Not in this recipe.";
  }
  return "";
}

std::string overlap_caveat(const Component& c) {
  switch (c.role.value) {
    case ComponentRole::main_weights:
    case ComponentRole::subcomponent:
      return "Subcomponents can overlap this main-weight row. Do not add them into the checkpoint.";
    case ComponentRole::file_ledger:
      return "A file ledger lists files, not memory. Do not add it to resident rows.";
    default: return "This row can overlap main weights. Do not add it again.";
  }
}

// "17,179,869,184 bytes (16 GiB) resident." / "resident bytes unknown (why)." / "not
// present." (not zero bytes, and not an unknown count).
std::string resident_label(const Component& c) {
  const Bytes& resident = c.resident.value;
  if (resident.is_unknown()) return fmt::format("resident bytes {}.", format_bytes_with_why(resident));
  if (resident.is_not_present()) return "not present.";
  return fmt::format("{} resident.", format_bytes(resident));
}

}  // namespace

RowView row_view(const Profile& profile, const Component& component) {
  RowView view;
  view.component = &component;
  view.role_label = role_label(profile, component);
  view.access_label = access_label(component);
  view.residence_label = residence_label(profile, component);
  view.ledger_relation = ledger_relation(component);
  view.overlap_caveat = overlap_caveat(component);
  view.resident_label = resident_label(component);
  return view;
}

std::vector<RowView> row_views(const Profile& profile) {
  std::vector<RowView> views;
  for (const auto& component : profile.components) views.push_back(row_view(profile, component));
  return views;
}

std::vector<std::string> absent_rows(const Profile& profile) {
  std::vector<std::string> names;
  for (const auto& component : profile.components)
    if (component.role.value == ComponentRole::not_present) names.push_back(component.name.value);
  return names;
}

bool counted_in_memory(const Profile& profile, const Component& row) {
  const ComponentRole role = row.role.value;
  if (role != ComponentRole::main_weights && role != ComponentRole::separate_resident && role != ComponentRole::runtime)
    return false;
  const Residence* residence = find_residence(profile, row.residence.value);
  return residence == nullptr || residence->kind.value != ResidenceKind::local_disk;
}

std::vector<const Component*> unknown_counted_rows(const Profile& profile) {
  std::vector<const Component*> out;
  for (const auto& c : profile.components)
    if (counted_in_memory(profile, c) && !c.resident.value.is_known()) out.push_back(&c);
  return out;
}

Bytes resident_total(const Profile& profile) {
  Bytes total = Bytes::not_present();
  for (const auto& c : profile.components)
    if (counted_in_memory(profile, c)) total = add(total, c.resident.value);
  // No resident row at all: nothing was reported, which is not zero bytes.
  if (total.is_not_present()) return Bytes::unknown("no resident row");
  if (total.is_known()) return total;
  // The sum carries the first unknown row's reason; the total's own reason is every row that
  // made it unknown, so no one row seems to explain it.
  const std::vector<const Component*> unknown = unknown_counted_rows(profile);
  if (unknown.empty()) return total;
  std::string names;
  for (const Component* c : unknown) names += (names.empty() ? "" : ", ") + c->name.value;
  return Bytes::unknown(fmt::format("{} without known bytes: {}", count_of(static_cast<std::int64_t>(unknown.size()), "row"), names));
}

std::vector<Caveat> row_caveats(const Profile& profile, const MemoryVerdict& verdict) {
  std::vector<Caveat> out;
  bool has_subcomponent = false;
  for (const auto& c : profile.components)
    if (c.role.value == ComponentRole::subcomponent) has_subcomponent = true;
  bool has_unified = false;
  for (const auto& r : profile.residences)
    if (r.kind.value == ResidenceKind::unified_pool) has_unified = true;

  std::string not_additive = "Do not add these rows together.";
  if (has_subcomponent) not_additive += " Main weights overlap subcomponents.";
  if (has_unified) not_additive += " CPU and a unified pool are one residence, not extra capacity.";
  out.push_back(caveat("rows-not-additive", not_additive));

  const auto absent = absent_rows(profile);
  if (!absent.empty())
    out.push_back(caveat("absence-not-zero",
                         fmt::format("Absent: {}. Absence is not zero bytes.", join(absent))));

  if (verdict.kind != VerdictKind::fits)
    out.push_back(caveat("placements-not-applied",
                         "Placements are not applied to the calculator memory verdict."));

  const Bytes total = resident_total(profile);
  const int64_t nodes = profile.hardware.nodes.present ? profile.hardware.nodes.value : 0;
  // A known whole-deployment total spans every node; it is never one pool's load.
  if (total.is_known() && nodes > 1)
    out.push_back(caveat("resident-total",
                         fmt::format("Resident bytes: {} in all, across {} nodes. It is not compared with any one "
                                     "pool: each node's pool has its own equation.",
                                     format_bytes(total), nodes)));
  return out;
}

std::vector<const Text*> row_texts(const Component& row) {
  std::vector<const Text*> out{&row.placement, &row.evidence, &row.gap};
  for (const auto& n : row.notes) out.push_back(&n);
  return out;
}

bool row_cites_bytes(const Component& row, const Bytes& bytes, const std::vector<std::string>& other_recipes) {
  for (const Text* t : row_texts(row))
    for (const auto& s : sentences(t->value)) {
      // "The bake-off records lowest available memory, 12.9 GiB": memory a run had left over
      // is no size of the row, so it cites none.
      if (speaks_of_left_over(*analysed(s))) continue;
      const auto figures = byte_figures(s);
      const ByteFigure* theirs = other_recipe_figure(other_recipes, s, figures);
      for (const auto& f : figures)
        if (&f != theirs && figure_matches(f, bytes.value(), true) && (!f.approximate || bytes.approximate()))
          return true;
    }
  return false;
}

}  // namespace brief::derivation
