#pragma once
// A set of distinct small keys (ordered, trivially copyable) at the key's own size: a sorted
// run plus a short unsorted tail, merged into the run when the tail is full. A std::set or
// hash set spends a node (32-48 bytes) a key; a lint run over a large catalog keeps one key
// per file read (the inputs `-o` must not overwrite) and per file with findings (the
// report's count), so this is what keeps its memory flat.
#include <algorithm>
#include <cstddef>
#include <vector>

namespace brief {

template <class Key>
class DistinctKeys {
 public:
  void insert(const Key& key) {
    if (contains(key)) return;
    tail_.push_back(key);
    if (tail_.size() == kTail) merge();
  }
  bool contains(const Key& key) const {
    return std::binary_search(sorted_.begin(), sorted_.end(), key) ||
           std::find(tail_.begin(), tail_.end(), key) != tail_.end();
  }
  std::size_t size() const { return sorted_.size() + tail_.size(); }

 private:
  static constexpr std::size_t kTail = 256;  // a merge (linear in the run) every 256 new keys
  void merge() {
    std::sort(tail_.begin(), tail_.end());
    const auto middle = sorted_.insert(sorted_.end(), tail_.begin(), tail_.end());
    std::inplace_merge(sorted_.begin(), middle, sorted_.end());
    tail_.clear();
  }
  std::vector<Key> sorted_, tail_;  // disjoint, each without repeats
};

}  // namespace brief
