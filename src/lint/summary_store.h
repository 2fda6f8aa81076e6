#pragma once
// What the cross-file pass keeps of every file of a lint run until the whole set's ids are
// known: one fixed-size record a file, and every id, do-not-blend target and suppression
// text appended to one character buffer. A catalog of N files costs N records and N ids'
// bytes in a few large allocations, not a few small strings a file on whichever worker's
// heap checked it (those heaps do not shrink back, so small long-lived strings spread over
// them made peak memory grow faster than the catalog).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "brief/location.h"
#include "brief/rules.h"
#include "lint/file_pass.h"

namespace brief::lint {

class SummaryStore {
 public:
  explicit SummaryStore(std::size_t files);

  // The summary of the next file (files are added in index order, one each).
  void add(const FileSummary& summary);

  std::size_t size() const { return records_.size(); }
  bool is_profile(std::size_t file) const { return records_[file].profile; }
  // The id the profile declares; empty for a file that is not a profile. A view into the
  // store, valid while the store lives and nothing more is added.
  std::string_view id(std::size_t file) const;
  // True when the reference rules have something to read beyond the id.
  bool has_references(std::size_t file) const;
  // The reference facts of one file, rebuilt for the rules (which read ProfileReferences).
  ProfileReferences references(std::size_t file, const std::string& path) const;

 private:
  struct Span {
    uint32_t offset = 0, size = 0;
  };
  struct Record {
    Span id;
    Loc id_begin, id_end;
    bool profile = false;
    bool id_present = false;
    uint32_t first_target = 0, first_suppression = 0;  // into targets_ and suppressions_
  };
  struct StoredTarget {
    Span id;
    Loc begin, end;
    bool external = false;
  };
  struct StoredSuppression {
    Span code, reason;
    Loc loc;
    uint32_t applies_to_line = 0;
    uint32_t applies_through_line = 0;
  };

  Span append(std::string_view text);
  std::string_view view(Span s) const { return std::string_view(chars_).substr(s.offset, s.size); }
  uint32_t targets_end(std::size_t file) const;
  uint32_t suppressions_end(std::size_t file) const;

  std::string chars_;
  std::vector<Record> records_;
  std::vector<StoredTarget> targets_;            // in file order; rare outside do-not-blend lists
  std::vector<StoredSuppression> suppressions_;  // of reference codes only, in file order
};

}  // namespace brief::lint
