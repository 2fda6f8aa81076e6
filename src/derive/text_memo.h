#pragma once
// What brief reads from a piece of prose depends on its words alone, and a catalog repeats its
// words: copied notes, a template's caveats, the same sentence in a hundred profiles, and the
// same sentence read again by a second reader of one profile. TextMemo keeps one reading per
// text, per thread (lint checks files on several threads; nothing is shared or locked), so
// each is read once. It holds at most `capacity` texts and starts over when full: a catalog of
// unrelated profiles costs one lookup per text and a bounded amount of memory.
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

namespace brief::derivation {

template <class Reading>
class TextMemo {
 public:
  explicit TextMemo(std::size_t capacity) : capacity_(capacity) {}

  // The reading of `text`, computed by read(text) the first time it is asked for. The pointer
  // stays valid as long as its holder keeps it, even after the memo starts over.
  template <class Read>
  std::shared_ptr<const Reading> get(std::string_view text, Read&& read) {
    if (auto found = readings_.find(text); found != readings_.end()) return found->second;
    if (readings_.size() >= capacity_) readings_.clear();
    auto reading = std::make_shared<const Reading>(read(text));
    readings_.emplace(std::string(text), reading);
    return reading;
  }

 private:
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::size_t capacity_;
  std::unordered_map<std::string, std::shared_ptr<const Reading>, Hash, std::equal_to<>> readings_;
};

}  // namespace brief::derivation
