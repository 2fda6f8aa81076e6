// The list of every rule. Adding a rule: `scripts/new-rule CODE family name "summary"` writes
// src/rules/<code>_<name>.cpp, lists it here and creates tests/rules/<CODE>/{bad,good}.yaml;
// approve-golden then writes docs/rules/<CODE>.md (CONTRIBUTING.md, "Add a rule").
#include <algorithm>
#include <cctype>

#include "rules/rule.h"

namespace brief::rules {

Rule bm101_unknown_summed();
Rule bh606_capacity_against_its_source();
Rule bh605_hardware_entry_fails_checks();
Rule bv801_unbacked_catalog_claim();
Rule bh604_usable_above_nominal();
Rule bo406_run_counts_disagree();
Rule bo405_cross_build_ranking();
Rule bl210_text_read_contradicted();
Rule bl209_unlicensed_pinned_part();
Rule bl208_commercial_use_asserted();
Rule bm108_disowned_figure_as_bytes();
Rule bm102_overlap_summed();
Rule bm103_fit_claimed_from_unknown();
Rule bm104_not_present_given_bytes();
Rule bm105_unified_pool_split();
Rule bm106_capacity_added_across_nodes();
Rule bm107_size_label_mismatch();
Rule bl201_unknown_spdx_id();
Rule bl202_deprecated_spdx_id();
Rule bl203_commercial_contradicts_license();
Rule bl204_commercial_recommendation_blocked();
Rule bl205_unread_license_without_preflight();
Rule bl206_engine_license_as_weights();
Rule bl207_unread_license_assumed();
Rule bp301_revision_not_full();
Rule bp302_unresolved_short_hash();
Rule bp303_weight_pin_unstated();
Rule bc701_placeholder_left();
Rule bo401_cross_precision_ranking();
Rule bo402_noise_presented_as_win();
Rule bo403_unstated_build();
Rule bo404_undeclared_build();
Rule br501_unresolved_do_not_blend();
Rule br502_external_reference();
Rule br503_dangling_internal_ref();
Rule br504_duplicate_id();
Rule br505_duplicate_profile_id();
Rule br506_id_differs_from_file_name();
Rule bh601_unknown_hardware();
Rule bh602_parallelism_exceeds_accelerators();
Rule bh603_nodes_beyond_hardware();
Rule bo407_direction_contradicts_unit();
Rule bo408_bakeoff_names_other_node_count();
Rule bo409_bakeoff_prose_names_other_date();
Rule bh607_title_names_other_node_count();
Rule bm109_part_larger_than_whole();
Rule bm110_role_contradicts_access();
Rule bm111_memory_access_on_local_disk();
Rule bm112_model_contradicts_profile();
Rule bl211_spdx_contradicts_name();
Rule bp304_snapshot_pin_not_official();
Rule bp305_license_revision_differs_from_pin();
Rule bp306_pin_claimed_in_prose();
Rule br507_do_not_blend_names_self();
Rule bv802_catalog_run_contradicts_records();
Rule bv803_measured_origin_without_header();
Rule bo410_prose_widens_measured_scope();

const std::vector<Rule>& checked_rules() {
  static const std::vector<Rule> rules = {
      bm101_unknown_summed(),
      bm102_overlap_summed(),
      bm103_fit_claimed_from_unknown(),
      bm104_not_present_given_bytes(),
      bm105_unified_pool_split(),
      bm106_capacity_added_across_nodes(),
      bm107_size_label_mismatch(),
      bm108_disowned_figure_as_bytes(),
      bm109_part_larger_than_whole(),
      bm110_role_contradicts_access(),
      bm111_memory_access_on_local_disk(),
      bm112_model_contradicts_profile(),
      bl201_unknown_spdx_id(),
      bl202_deprecated_spdx_id(),
      bl203_commercial_contradicts_license(),
      bl204_commercial_recommendation_blocked(),
      bl205_unread_license_without_preflight(),
      bl206_engine_license_as_weights(),
      bl207_unread_license_assumed(),
      bl208_commercial_use_asserted(),
      bl209_unlicensed_pinned_part(),
      bl210_text_read_contradicted(),
      bl211_spdx_contradicts_name(),
      bp301_revision_not_full(),
      bp302_unresolved_short_hash(),
      bp303_weight_pin_unstated(),
      bp304_snapshot_pin_not_official(),
      bp305_license_revision_differs_from_pin(),
      bp306_pin_claimed_in_prose(),
      bo401_cross_precision_ranking(),
      bo402_noise_presented_as_win(),
      bo403_unstated_build(),
      bo404_undeclared_build(),
      bo405_cross_build_ranking(),
      bo406_run_counts_disagree(),
      bo407_direction_contradicts_unit(),
      bo408_bakeoff_names_other_node_count(),
      bo409_bakeoff_prose_names_other_date(),
      bo410_prose_widens_measured_scope(),
      br501_unresolved_do_not_blend(),
      br502_external_reference(),
      br503_dangling_internal_ref(),
      br504_duplicate_id(),
      br505_duplicate_profile_id(),
      br506_id_differs_from_file_name(),
      br507_do_not_blend_names_self(),
      bh601_unknown_hardware(),
      bh602_parallelism_exceeds_accelerators(),
      bh603_nodes_beyond_hardware(),
      bh604_usable_above_nominal(),
      bh605_hardware_entry_fails_checks(),
      bh606_capacity_against_its_source(),
      bh607_title_names_other_node_count(),
      bv801_unbacked_catalog_claim(),
      bv802_catalog_run_contradicts_records(),
      bv803_measured_origin_without_header(),
      bc701_placeholder_left(),
  };
  return rules;
}

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
