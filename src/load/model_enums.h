#pragma once
// The kebab-case spelling of the model section's enums (profiles, schema, JSON, inspect).
#include "brief/profile.h"
#include "load/typed_values.h"

namespace brief::load {

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
};

inline constexpr EnumName<LinearKind> kLinearKinds[] = {
    {"gated-deltanet", LinearKind::gated_deltanet},
    {"kda", LinearKind::kda},
    {"mamba2", LinearKind::mamba2},
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

}  // namespace brief::load
