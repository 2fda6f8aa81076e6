#pragma once
// The `model:` section of a profile (docs/profile-format.md, "model").
#include "brief/profile.h"
#include "load/schema_findings.h"
#include "load/yaml_tree.h"

namespace brief::load {

// Reads the model mapping into `model` (present = true), adding every problem to `f`.
void read_model(const YamlNode& node, Model& model, SchemaFindings& f);

}  // namespace brief::load
