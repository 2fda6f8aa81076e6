#include "brief/diff.h"

namespace brief {

std::string_view change_kind_name(ChangeKind kind) {
  switch (kind) {
    case ChangeKind::pin_added: return "pin-added";
    case ChangeKind::pin_removed: return "pin-removed";
    case ChangeKind::pin_changed: return "pin-changed";
    case ChangeKind::license_added: return "license-added";
    case ChangeKind::license_removed: return "license-removed";
    case ChangeKind::license_changed: return "license-changed";
    case ChangeKind::commercial_use_changed: return "commercial-use-changed";
    case ChangeKind::observation_added: return "observation-added";
    case ChangeKind::observation_removed: return "observation-removed";
    case ChangeKind::observation_value_changed: return "observation-value-changed";
    case ChangeKind::bytes_changed: return "bytes-changed";
    case ChangeKind::component_added: return "component-added";
    case ChangeKind::component_removed: return "component-removed";
    case ChangeKind::claim_changed: return "claim-changed";
    case ChangeKind::verdict_changed: return "verdict-changed";
    case ChangeKind::hardware_changed: return "hardware-changed";
    case ChangeKind::item_added: return "item-added";
    case ChangeKind::item_removed: return "item-removed";
    case ChangeKind::field_changed: return "field-changed";
    case ChangeKind::text_changed: return "text-changed";
  }
  return "field-changed";
}

}  // namespace brief
