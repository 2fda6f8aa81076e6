#pragma once
// The kebab-case spelling of every enum of the model, as profiles write them.
#include "brief/profile.h"
#include "load/typed_values.h"

namespace brief::load {

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

}  // namespace brief::load
