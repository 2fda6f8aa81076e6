#include "lint/summary_store.h"

#include <limits>
#include <stdexcept>

namespace brief::lint {

SummaryStore::SummaryStore(std::size_t files) { records_.reserve(files); }

SummaryStore::Span SummaryStore::append(std::string_view text) {
  // Offsets are 32-bit: a run would need 4 GiB of ids before this could overflow, far past
  // what the input limits let a catalog hold; refuse rather than wrap.
  if (chars_.size() + text.size() > std::numeric_limits<uint32_t>::max())
    throw std::length_error("lint: the set's ids exceed 4 GiB");
  Span s{static_cast<uint32_t>(chars_.size()), static_cast<uint32_t>(text.size())};
  chars_.append(text);
  return s;
}

void SummaryStore::add(const FileSummary& summary) {
  Record r;
  r.profile = summary.profile;
  r.id_present = summary.id.present;
  r.id_begin = summary.id.loc;
  r.id_end = summary.id.end;
  r.id = append(summary.id.value);
  r.first_target = static_cast<uint32_t>(targets_.size());
  r.first_suppression = static_cast<uint32_t>(suppressions_.size());
  for (const auto& t : summary.pending) targets_.push_back({append(t.id), t.begin, t.end, t.external});
  for (const auto& s : summary.suppressions)
    suppressions_.push_back({append(s.code), append(s.reason), s.loc, s.applies_to_line, s.applies_through_line});
  records_.push_back(r);
}

std::string_view SummaryStore::id(std::size_t file) const { return view(records_[file].id); }

uint32_t SummaryStore::targets_end(std::size_t file) const {
  return file + 1 < records_.size() ? records_[file + 1].first_target : static_cast<uint32_t>(targets_.size());
}

uint32_t SummaryStore::suppressions_end(std::size_t file) const {
  return file + 1 < records_.size() ? records_[file + 1].first_suppression
                                    : static_cast<uint32_t>(suppressions_.size());
}

bool SummaryStore::has_references(std::size_t file) const {
  const Record& r = records_[file];
  return r.first_target != targets_end(file) || r.first_suppression != suppressions_end(file);
}

ProfileReferences SummaryStore::references(std::size_t file, const std::string& path) const {
  const Record& r = records_[file];
  ProfileReferences refs;
  refs.path = path;
  refs.id = Text{std::string(view(r.id)), r.id_begin, r.id_present, r.id_end};
  for (uint32_t k = r.first_target; k < targets_end(file); ++k) {
    const StoredTarget& t = targets_[k];
    ProfileRef ref;
    ref.id = Text{std::string(view(t.id)), t.begin, true, t.end};
    ref.external.value = t.external;
    ref.loc = t.begin;
    refs.do_not_blend.push_back(std::move(ref));
  }
  for (uint32_t k = r.first_suppression; k < suppressions_end(file); ++k) {
    const StoredSuppression& s = suppressions_[k];
    refs.suppressions.push_back({std::string(view(s.code)), std::string(view(s.reason)), s.loc, s.applies_to_line, s.applies_through_line});
  }
  return refs;
}

}  // namespace brief::lint
