#pragma once
#include <cstdint>
#include <string>

namespace brief {

// A position in a source file, 1-based. line == 0 means "no position" (e.g. a whole file).
struct Loc {
  uint32_t line = 0;
  uint32_t col = 0;
  bool known() const { return line != 0; }
  friend bool operator==(const Loc&, const Loc&) = default;
};

// A value together with where it was written. Every scalar of a profile is Located, so a
// rule can point at the exact line and column of the fact it questions.
template <class T>
struct Located {
  T value{};
  Loc loc;
  bool present = false;  // written in the file (false: absent, value is the default)
  // Inclusive end of the value as written on loc's line (quotes included); line 0: unknown.
  // Last, so that {value, loc, present} initializers keep their meaning.
  Loc end{};

  const T& operator*() const { return value; }
  const T* operator->() const { return &value; }
};

}  // namespace brief
