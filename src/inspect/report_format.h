#pragma once
// The three formats of `brief inspect`: text for a terminal, JSON for pipes, and a YAML
// fragment ready to paste into a profile (every fact marked measured, with the header hash).
// They print what inspect_path computed; they compute nothing.
#include <string>

#include "inspect/checkpoint.h"

namespace brief::inspect {

std::string format_text(const Inspection& ins);
std::string format_json(const Inspection& ins);
std::string format_yaml(const Inspection& ins);

}  // namespace brief::inspect
