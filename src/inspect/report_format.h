#pragma once
// The three formats of `brief inspect`: text for a terminal, JSON for pipes, and a YAML
// fragment for a profile (config facts from: config, header bytes from: inspect, with the
// header hash).
// They print what inspect_path computed; they compute nothing.
#include <string>

#include "inspect/checkpoint.h"

namespace brief::inspect {

std::string format_text(const Inspection& ins);
std::string format_json(const Inspection& ins);
std::string format_yaml(const Inspection& ins);
// The fragment's pieces, for `--into`: the comment header, the checkpoint-files component
// item (empty without weight files) and the `model:` section.
std::string format_yaml_header(const Inspection& ins);
std::string format_ledger_item(const Inspection& ins);
// The recurrent-state row a layout with linear-attention layers implies (BM112), bytes unknown
// with why; empty when the layout has none.
std::string format_state_item(const Inspection& ins);
std::string format_model_section(const Inspection& ins);

}  // namespace brief::inspect
