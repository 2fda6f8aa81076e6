#pragma once
// The one vocabulary: the kebab-case name of every enum value, as profiles write it and as
// JSON, diffs, reports and inspect print it. Each table is read both ways — load parses with
// it, every writer prints with name_of() — so a spelling cannot drift between reader and
// writer. Prose phrases ("split across ranks") are a renderer's, not here.
#include <optional>
#include <span>
#include <string_view>

#include "brief/diagnostic.h"
#include "brief/profile.h"
#include "brief/verdict.h"

namespace brief {

template <class T>
struct EnumName {
  std::string_view name;  // always a string literal, so name.data() is NUL-terminated
  T value;
};

inline constexpr EnumName<ComponentRole> kComponentRoles[] = {
    {"file-ledger", ComponentRole::file_ledger},   {"main-weights", ComponentRole::main_weights},
    {"subcomponent", ComponentRole::subcomponent}, {"separate-resident", ComponentRole::separate_resident},
    {"runtime", ComponentRole::runtime},           {"not-present", ComponentRole::not_present},
};

inline constexpr EnumName<Sharding> kShardings[] = {
    {"unknown", Sharding::unknown},
    {"replicated", Sharding::replicated},
    {"split-across-ranks", Sharding::split_across_ranks},
    {"rank0", Sharding::rank0},
};

inline constexpr EnumName<Access> kAccesses[] = {
    {"none", Access::none},
    {"resident-matmul", Access::resident_matmul},
    {"sparse-routed-matmul", Access::sparse_routed_matmul},
    {"attention-cache", Access::attention_cache},
    {"runtime-scratch", Access::runtime_scratch},
    {"recurrent-state", Access::recurrent_state},
};

inline constexpr EnumName<ResidenceKind> kResidenceKinds[] = {
    {"unified-pool", ResidenceKind::unified_pool},
    {"gpu-pool", ResidenceKind::gpu_pool},
    {"cpu-pool", ResidenceKind::cpu_pool},
    {"local-disk", ResidenceKind::local_disk},
};

inline constexpr EnumName<LicenseRole> kLicenseRoles[] = {
    {"kit", LicenseRole::kit},         {"engine", LicenseRole::engine},   {"weights", LicenseRole::weights},
    {"drafter", LicenseRole::drafter}, {"dataset", LicenseRole::dataset}, {"other", LicenseRole::other},
};

inline constexpr EnumName<CommercialUse> kCommercialUses[] = {
    {"allowed", CommercialUse::allowed},
    {"restricted", CommercialUse::restricted},
    {"unknown", CommercialUse::unknown},
};

inline constexpr EnumName<PinRole> kPinRoles[] = {
    {"checkpoint", PinRole::checkpoint}, {"runtime", PinRole::runtime}, {"drafter", PinRole::drafter},
    {"official", PinRole::official},     {"source", PinRole::source},   {"other", PinRole::other},
};

inline constexpr EnumName<CatalogRunKind> kCatalogRunKinds[] = {
    {"reproduction", CatalogRunKind::reproduction},
    {"deployment", CatalogRunKind::deployment},
    {"runtime-measurement", CatalogRunKind::runtime_measurement},
};

inline constexpr EnumName<Direction> kDirections[] = {
    {"higher-is-better", Direction::higher_is_better},
    {"lower-is-better", Direction::lower_is_better},
};

inline constexpr EnumName<PoolKind> kPoolKinds[] = {
    {"unified", PoolKind::unified},
    {"gpu", PoolKind::gpu},
    {"cpu", PoolKind::cpu},
};

inline constexpr EnumName<FactOrigin> kFactOrigins[] = {
    {"source-document", FactOrigin::source_document},
    {"config", FactOrigin::config},
    {"measured", FactOrigin::measured},
};

inline constexpr EnumName<LayerKind> kLayerKinds[] = {
    {"full-attention", LayerKind::full_attention},
    {"sliding-window", LayerKind::sliding_window},
    {"mla", LayerKind::mla},
    {"linear-attention", LayerKind::linear_attention},
    {"feed-forward", LayerKind::feed_forward},
};

// An integer fact of `Owner` (a layer group, the model): its key, its member, and what a 0
// would fail to be ("" where 0 is a size: MLA without a rotary part).
template <class Owner>
struct FactShape {
  std::string_view key;
  Located<ModelFact> Owner::*member;
  std::string_view zero_is_not;
};

// A layer group's integer shapes, each spelled once for every reader and writer (load, the
// JSON brief, inspect's YAML and JSON, diff). Attention shapes come before the `linear:`
// kind, linear ones after it, in the order every writer prints them.
using GroupShape = FactShape<LayerGroup>;

inline constexpr GroupShape kAttentionShapes[] = {
    {"kv_heads", &LayerGroup::kv_heads, "head count"},
    {"head_dim", &LayerGroup::head_dim, "head size"},
    {"window", &LayerGroup::window, "sliding window (a window keeps at least 1 token)"},
    {"kv_lora_rank", &LayerGroup::kv_lora_rank, "latent size"},
    {"qk_rope_head_dim", &LayerGroup::qk_rope_head_dim, ""},
    {"index_head_dim", &LayerGroup::index_head_dim, "head size"},
};

inline constexpr GroupShape kLinearShapes[] = {
    {"key_heads", &LayerGroup::key_heads, "head count"},
    {"value_heads", &LayerGroup::value_heads, "head count"},
    {"key_head_dim", &LayerGroup::key_head_dim, "head size"},
    {"value_head_dim", &LayerGroup::value_head_dim, "head size"},
    {"conv_kernel", &LayerGroup::conv_kernel, "convolution width"},
};

inline constexpr std::span<const GroupShape> kGroupShapeLists[] = {kAttentionShapes, kLinearShapes};

// A model's own integer facts where 0 is not a size, each with what a 0 would fail to be: the
// profile loader refuses `kv_heads: 0` and inspect refuses config.json's
// `num_key_value_heads: 0` with the one wording (0 KV heads would divide by zero; 0 layers or
// a 0 head_dim make every cache 0 bytes).
inline constexpr FactShape<Model> kNonzeroModelFacts[] = {
    {"layers", &Model::layers, "layer count"},
    {"attention_heads", &Model::attention_heads, "head count"},
    {"kv_heads", &Model::kv_heads, "head count"},
    {"head_dim", &Model::head_dim, "head size"},
    {"vocab", &Model::vocab, "vocabulary size"},
    {"max_position_embeddings", &Model::max_position_embeddings, "context limit"},
};

// Every integer fact of the model itself, by the path a profile writes it at: the loader checks
// each one's `from:`, and derive asks each one's source to back it.
inline constexpr FactShape<Model> kModelFacts[] = {
    {"layers", &Model::layers, ""},
    {"attention_heads", &Model::attention_heads, ""},
    {"kv_heads", &Model::kv_heads, ""},
    {"head_dim", &Model::head_dim, ""},
    {"vocab", &Model::vocab, ""},
    {"max_position_embeddings", &Model::max_position_embeddings, ""},
    {"mtp_layers", &Model::mtp_layers, ""},
    {"experts.routed", &Model::routed_experts, ""},
    {"experts.per_token", &Model::experts_per_token, ""},
    {"experts.shared", &Model::shared_experts, ""},
    {"experts.first_dense_layers", &Model::first_dense_layers, ""},
};

// What a 0 of `member` would fail to be ("head count"); empty where 0 is a size.
constexpr std::string_view zero_is_not(Located<ModelFact> Model::*member) {
  for (const auto& f : kNonzeroModelFacts)
    if (f.member == member) return f.zero_is_not;
  return {};
}

inline constexpr EnumName<LinearKind> kLinearKinds[] = {
    {"gated-deltanet", LinearKind::gated_deltanet},
    {"kda", LinearKind::kda},
    {"mamba2", LinearKind::mamba2},
    {"mamba", LinearKind::mamba},
    {"lightning", LinearKind::lightning},
};

inline constexpr EnumName<ComponentClass> kComponentClasses[] = {
    {"all", ComponentClass::all},
    {"routed-experts", ComponentClass::routed_experts},
    {"shared-experts", ComponentClass::shared_experts},
    {"dense", ComponentClass::dense},
    {"embeddings", ComponentClass::embeddings},
    {"lm-head", ComponentClass::lm_head},
    {"vision", ComponentClass::vision},
    {"mtp", ComponentClass::mtp},
    {"norms", ComponentClass::norms},
    {"unclassified", ComponentClass::unclassified},
};

// Values that profiles never write but every output prints.
inline constexpr EnumName<VerdictKind> kVerdictKinds[] = {
    {"unknown", VerdictKind::unknown},
    {"does-not-fit", VerdictKind::does_not_fit},
    {"fits", VerdictKind::fits},
};

inline constexpr EnumName<Revision::State> kRevisionStates[] = {
    {"pinned", Revision::State::pinned},
    {"unset", Revision::State::unset},
    {"unknown", Revision::State::unknown},
};

inline constexpr EnumName<Bytes::State> kByteStates[] = {
    {"known", Bytes::State::known},
    {"unknown", Bytes::State::unknown},
    {"not-present", Bytes::State::not_present},
};

inline constexpr EnumName<Severity> kSeverities[] = {
    {"note", Severity::note},
    {"warning", Severity::warning},
    {"error", Severity::error},
};

// The table's name for value; "unknown" only for a value outside the enum (a cast).
template <class T, std::size_t N>
constexpr const char* table_name(const EnumName<T> (&table)[N], T value) {
  for (const auto& e : table)
    if (e.value == value) return e.name.data();
  return "unknown";
}

// The value whose name is written, or nullopt.
template <class T, std::size_t N>
constexpr std::optional<T> table_value(const EnumName<T> (&table)[N], std::string_view written) {
  for (const auto& e : table)
    if (e.name == written) return e.value;
  return std::nullopt;
}

inline const char* name_of(ComponentRole v) { return table_name(kComponentRoles, v); }
inline const char* name_of(Sharding v) { return table_name(kShardings, v); }
inline const char* name_of(Access v) { return table_name(kAccesses, v); }
inline const char* name_of(ResidenceKind v) { return table_name(kResidenceKinds, v); }
inline const char* name_of(LicenseRole v) { return table_name(kLicenseRoles, v); }
inline const char* name_of(CommercialUse v) { return table_name(kCommercialUses, v); }
inline const char* name_of(PinRole v) { return table_name(kPinRoles, v); }
inline const char* name_of(CatalogRunKind v) { return table_name(kCatalogRunKinds, v); }
inline const char* name_of(Direction v) { return table_name(kDirections, v); }
inline const char* name_of(PoolKind v) { return table_name(kPoolKinds, v); }
inline const char* name_of(FactOrigin v) { return table_name(kFactOrigins, v); }
inline const char* name_of(LayerKind v) { return table_name(kLayerKinds, v); }
inline const char* name_of(LinearKind v) { return table_name(kLinearKinds, v); }
inline const char* name_of(ComponentClass v) { return table_name(kComponentClasses, v); }
inline const char* name_of(VerdictKind v) { return table_name(kVerdictKinds, v); }
inline const char* name_of(Revision::State v) { return table_name(kRevisionStates, v); }
inline const char* name_of(Bytes::State v) { return table_name(kByteStates, v); }
inline const char* name_of(Severity v) { return table_name(kSeverities, v); }

}  // namespace brief
