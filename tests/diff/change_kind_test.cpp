// Every change kind has its own name: the names are the `kind` values of `brief diff --format
// json` (docs/cli.md), so two kinds must never share one, and none may change.
#include <catch2/catch.hpp>

#include <set>

#include "brief/diff.h"

using brief::ChangeKind;

TEST_CASE("each change kind has its own stable name", "[diff]") {
  const std::vector<std::pair<ChangeKind, std::string_view>> names{
      {ChangeKind::pin_added, "pin-added"},
      {ChangeKind::pin_removed, "pin-removed"},
      {ChangeKind::pin_changed, "pin-changed"},
      {ChangeKind::license_added, "license-added"},
      {ChangeKind::license_removed, "license-removed"},
      {ChangeKind::license_changed, "license-changed"},
      {ChangeKind::commercial_use_changed, "commercial-use-changed"},
      {ChangeKind::observation_added, "observation-added"},
      {ChangeKind::observation_removed, "observation-removed"},
      {ChangeKind::observation_value_changed, "observation-value-changed"},
      {ChangeKind::bytes_changed, "bytes-changed"},
      {ChangeKind::component_added, "component-added"},
      {ChangeKind::component_removed, "component-removed"},
      {ChangeKind::claim_changed, "claim-changed"},
      {ChangeKind::verdict_changed, "verdict-changed"},
      {ChangeKind::hardware_changed, "hardware-changed"},
      {ChangeKind::item_added, "item-added"},
      {ChangeKind::item_removed, "item-removed"},
      {ChangeKind::field_changed, "field-changed"},
      {ChangeKind::text_changed, "text-changed"},
  };
  std::set<std::string_view> seen;
  for (const auto& [kind, name] : names) {
    CHECK(brief::change_kind_name(kind) == name);
    CHECK(seen.insert(name).second);
  }
}
