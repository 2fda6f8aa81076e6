// BH604 usable-above-nominal: a hardware pool whose usable capacity exceeds its nominal one.
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bh604 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BH604"},
    .name = "usable-above-nominal",
    .severity = Severity::error,
    .summary = "a pool's usable capacity is above its nominal capacity",
    .rationale =
        "What an OS or a runtime can use is never more than the memory the machine has. A usable "
        "figure above the nominal one means one of them is in the wrong unit (a vendor's \"128 GB\" "
        "that is 128 GiB) or wrong: the memory verdict would compare rows against a capacity that "
        "does not exist. Record the vendor's figure in the unit the sources support.",
    .bad = "pools:\n  - id: uma\n    nominal: 128 GB\n    usable: about 121.6 GiB",
    .good = "pools:\n  - id: uma\n    nominal: 128 GiB\n    usable: about 121.6 GiB",
    .suppressible = false,
};

void check_hardware(const Hardware& hardware, Findings& out) {
  for (const auto& pool : hardware.pools) {
    const Bytes& nominal = pool.nominal.value;
    const Bytes& usable = pool.usable.value;
    if (!nominal.is_known() || !usable.is_known() || usable.value() <= nominal.value()) continue;
    out.add(pool.usable.loc,
            fmt::format("pool '{}': usable {} is above nominal {}", pool.id.value, format_bytes(usable),
                        format_bytes(nominal)),
            "one of them is in the wrong unit or wrong: a vendor's \"GB\" is often GiB");
  }
}

}  // namespace
}  // namespace bh604

Rule bh604_usable_above_nominal() { return {&bh604::kInfo, nullptr, bh604::check_hardware}; }

}  // namespace brief::rules
