// BM121 disk-plan-contradicts-prose: a disk item's size differs from the figure the profile's own text gives for that item.
#include "derive/disk_prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm121 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM121"},
    .name = "disk-plan-contradicts-prose",
    .severity = Severity::error,
    .summary = "a disk item's size differs from the figure the profile's own text gives for that item",
    .rationale =
        "The disk plan and the profile's own sentences about the same files state one quantity: "
        "\"Plan disk as about 165 GB for the checkpoint\" and a disk item checkpoint of 165 GiB "
        "(about 177 GB) cannot both be what the source said. A disk item's size is compared with "
        "every figure the texts about the checkpoint's files attach to the item's name (\"about "
        "165 GB for the checkpoint\", \"the checkpoint is about 165 GB\"): the preflight steps "
        "that cover the disk, the disk plan's notes, and the placement, evidence, gap and notes "
        "of the main-weights and file-ledger rows. They differ when one is more than the other, "
        "beyond 5% when either is approximate; the same number in another unit differs. A figure "
        "a sentence denies or gives as another recipe's is not the item's. brief cannot know "
        "which half is wrong, so both are reported: the item's size and the text. A total those "
        "texts give for the plan (\"about 249 GiB of disk in all\") is the sum of its items when "
        "every size is known, and is reported at the text when it is another quantity.",
    .bad = "disk:\n  - what: checkpoint\n    size: about 165 GiB\npreflight:\n"
           "  - text: Plan disk as about 165 GB for the checkpoint.\n    covers: disk",
    .good = "disk:\n  - what: checkpoint\n    size: about 165 GB\npreflight:\n"
            "  - text: Plan disk as about 165 GB for the checkpoint.\n    covers: disk",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (disk_prose); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : disk_plan_against_prose(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm121

Rule bm121_disk_plan_contradicts_prose() { return {&bm121::kInfo, bm121::check}; }

}  // namespace brief::rules
