#pragma once
// The parts of the JSON brief, one function per part, in document order.
#include "brief/brief.h"
#include "render/json_values.h"

namespace brief::rendering {

ojson hardware_json(const Brief& brief);
ojson components_json(const Brief& brief);
ojson licenses_json(const Brief& brief);
ojson pins_json(const Profile& profile);
ojson official_json(const Profile& profile);
ojson serving_json(const Profile& profile);
ojson disk_json(const Profile& profile);
ojson memory_verdict_json(const MemoryVerdict& verdict);
ojson model_json(const Model& model);                      // json_calculator.cpp
ojson calculator_json(const CalculatorVerdict& verdict);
ojson bakeoff_json(const Profile& profile);
ojson observations_json(const Brief& brief);
ojson closing_json(const Profile& profile);  // preflight, validation, rollback, blend, sources

}  // namespace brief::rendering
