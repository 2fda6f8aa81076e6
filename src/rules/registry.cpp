// The list of every rule. Adding a rule: `scripts/new-rule CODE family name "summary"` writes
// src/rules/<code>_<name>.cpp, adds it to the one list here and creates its fixtures under
// tests/rules/<CODE>/; approve-golden then writes docs/rules/<CODE>.md (CONTRIBUTING.md,
// "Add a rule").
#include <algorithm>
#include <cctype>

#include "rules/rule.h"

namespace brief::rules {

// Every checked rule, once: the one list both the declarations and checked_rules() expand.
// Findings of one file are reported in this order (family by family) before they are sorted.
#define BRIEF_CHECKED_RULES(X) \
  X(bm101_unknown_summed) \
  X(bm102_overlap_summed) \
  X(bm103_fit_claimed_from_unknown) \
  X(bm104_not_present_given_bytes) \
  X(bm105_unified_pool_split) \
  X(bm106_capacity_added_across_nodes) \
  X(bm107_size_label_mismatch) \
  X(bm108_disowned_figure_as_bytes) \
  X(bm109_part_larger_than_whole) \
  X(bm110_role_contradicts_access) \
  X(bm111_memory_access_on_local_disk) \
  X(bm112_model_contradicts_profile) \
  X(bm113_unbacked_memory_figure) \
  X(bm114_document_fact_unbacked) \
  X(bm115_official_bytes_as_checkpoint) \
  X(bm116_separate_part_as_subcomponent) \
  X(bm117_slots_contradict_label) \
  X(bm118_sharding_contradicts_placement) \
  X(bm119_replica_above_pool) \
  X(bm120_residence_contradicts_placement) \
  X(bm121_disk_plan_contradicts_prose) \
  X(bm122_per_rank_experts_without_layout) \
  X(bm123_written_sum_wrong) \
  X(bm124_row_borrowed_from_other_recipe) \
  X(bm125_figure_in_swapped_unit) \
  X(bm126_typed_count_from_other_recipe) \
  X(bm127_approximate_figure_typed_exact) \
  X(bm128_nominal_capacity_called_usable) \
  X(bl201_unknown_spdx_id) \
  X(bl202_deprecated_spdx_id) \
  X(bl203_commercial_contradicts_license) \
  X(bl204_commercial_recommendation_blocked) \
  X(bl205_unread_license_without_preflight) \
  X(bl206_engine_license_as_weights) \
  X(bl207_unread_license_assumed) \
  X(bl208_commercial_use_asserted) \
  X(bl209_unlicensed_pinned_part) \
  X(bl210_text_read_contradicted) \
  X(bl211_spdx_contradicts_name) \
  X(bl212_license_read_asserted) \
  X(bl213_license_given_in_prose) \
  X(bl214_text_read_without_revision) \
  X(bp301_revision_not_full) \
  X(bp302_unresolved_short_hash) \
  X(bp303_weight_pin_unstated) \
  X(bp304_snapshot_pin_not_official) \
  X(bp305_license_revision_differs_from_pin) \
  X(bp306_pin_claimed_in_prose) \
  X(bp307_hash_called_another_pin) \
  X(bp308_hash_field_holds_revision) \
  X(bp309_source_revision_differs) \
  X(bp310_moving_ref_called_pinned) \
  X(bp311_pin_text_names_other_revision) \
  X(bp312_runtime_profile_is_runtime_not) \
  X(bp313_text_denies_checkpoint_pin) \
  X(bp314_pins_of_one_role_disagree) \
  X(bo401_cross_precision_ranking) \
  X(bo402_noise_presented_as_win) \
  X(bo403_unstated_build) \
  X(bo404_undeclared_build) \
  X(bo405_cross_build_ranking) \
  X(bo406_run_counts_disagree) \
  X(bo407_direction_contradicts_unit) \
  X(bo408_bakeoff_names_other_node_count) \
  X(bo409_bakeoff_prose_names_other_date) \
  X(bo410_prose_widens_measured_scope) \
  X(bo411_unbacked_rate) \
  X(bo412_build_dated_after_bakeoff) \
  X(bo413_concurrency_contradicts_label) \
  X(bo414_unbacked_multiplier) \
  X(bo415_cells_the_notes_disown) \
  X(bo417_subject_arm_quantization_differs) \
  X(bo418_written_product_wrong) \
  X(bo419_prose_names_other_temperature) \
  X(bo420_superlative_contradicts_cells) \
  X(bo421_prose_names_other_noise_threshold) \
  X(br501_unresolved_do_not_blend) \
  X(br502_external_reference) \
  X(br503_dangling_internal_ref) \
  X(br504_duplicate_id) \
  X(br505_duplicate_profile_id) \
  X(br506_id_differs_from_file_name) \
  X(br507_do_not_blend_names_self) \
  X(br508_blend_reason_permits) \
  X(bh601_unknown_hardware) \
  X(bh602_parallelism_exceeds_accelerators) \
  X(bh603_nodes_beyond_hardware) \
  X(bh604_usable_above_nominal) \
  X(bh605_hardware_entry_fails_checks) \
  X(bh606_capacity_against_its_source) \
  X(bh607_title_names_other_node_count) \
  X(bv801_unbacked_catalog_claim) \
  X(bv802_catalog_run_contradicts_records) \
  X(bv803_measured_origin_without_header) \
  X(bv804_rerun_denied_beside_record) \
  X(bc701_placeholder_left) \
  /* end of the list */

#define BRIEF_DECLARE_RULE(function) Rule function();
BRIEF_CHECKED_RULES(BRIEF_DECLARE_RULE)
#undef BRIEF_DECLARE_RULE

const std::vector<Rule>& checked_rules() {
#define BRIEF_CALL_RULE(function) function(),
  static const std::vector<Rule> rules = {BRIEF_CHECKED_RULES(BRIEF_CALL_RULE)};
#undef BRIEF_CALL_RULE
  return rules;
}

#undef BRIEF_CHECKED_RULES

}  // namespace brief::rules

namespace brief {

const std::vector<RuleInfo>& rule_registry() {
  static const std::vector<RuleInfo> all = [] {
    std::vector<RuleInfo> out = rules::loader_rule_infos();
    for (const auto& r : rules::checked_rules()) out.push_back(*r.info);
    for (const RuleInfo* i : {&rules::bx901_info(), &rules::bx902_info(), &rules::bx903_info(), &rules::bx904_info()})
      out.push_back(*i);
    std::sort(out.begin(), out.end(), [](const RuleInfo& a, const RuleInfo& b) { return a.code < b.code; });
    return out;
  }();
  return all;
}

const RuleInfo* find_rule(std::string_view key) {
  std::string upper(key);
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (const auto& r : rule_registry())
    if (r.code == upper || r.name == key) return &r;
  return nullptr;
}

}  // namespace brief
