#pragma once
// Diagnostic codes as typed values, and the families they belong to. A code is 'B', its
// family's letter and three digits ("BM101"); the letter decides the family, so a rule cannot
// claim a family its code contradicts. A Code is checked when it is compiled (its constructor
// is consteval): `Code{"BQ101"}` does not build.
//
// Where each code lives: the loader's codes (BY input, BS schema), emitted from many files,
// are the constants of BRIEF_LOADER_CODES below; a rule's code is written once, as
// `.code = Code{"BM101"}` in its own file (src/rules/<code>_<name>.cpp), and the registry
// lists the rules. tests/rules/registry_test.cpp holds the registry to both, and builds the
// pattern of its "no bare code strings" scan from kFamilies.
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace brief {

enum class Family { input, schema, memory, licenses, pins, observations, references, hardware, completeness,
                    provenance, suppression };

struct FamilyInfo {
  Family family;
  char letter;            // the code's second letter: BM101 is memory
  std::string_view name;  // as `brief rules`, SARIF tags and docs/rules print it
};

inline constexpr FamilyInfo kFamilies[] = {
    {Family::input, 'Y', "input"},
    {Family::schema, 'S', "schema"},
    {Family::memory, 'M', "memory"},
    {Family::licenses, 'L', "licenses"},
    {Family::pins, 'P', "pins"},
    {Family::observations, 'O', "observations"},
    {Family::references, 'R', "references"},
    {Family::hardware, 'H', "hardware"},
    {Family::completeness, 'C', "completeness"},
    {Family::provenance, 'V', "provenance"},
    {Family::suppression, 'X', "suppression"},
};

// The family whose letter the code carries; nullopt unless the code is 'B', a family letter
// and three digits.
constexpr std::optional<Family> family_of(std::string_view code) {
  if (code.size() != 5 || code[0] != 'B') return std::nullopt;
  for (std::size_t i = 2; i < 5; ++i)
    if (code[i] < '0' || code[i] > '9') return std::nullopt;
  for (const auto& f : kFamilies)
    if (f.letter == code[1]) return f.family;
  return std::nullopt;
}

constexpr const char* name_of(Family family) {
  for (const auto& f : kFamilies)
    if (f.family == family) return f.name.data();
  return "unknown";
}

// One diagnostic code. Only well-formed codes compile: `Code{"BQ101"}` is a compile error.
class Code {
 public:
  consteval Code(const char* text) : text_(text) {
    if (!family_of(text_)) throw "a diagnostic code is 'B', a family letter and three digits";
  }
  constexpr std::string_view text() const { return text_; }
  constexpr Family family() const { return *family_of(text_); }
  constexpr operator std::string_view() const { return text_; }
  operator std::string() const { return std::string(text_); }
  friend constexpr bool operator==(std::string_view written, Code code) { return written == code.text_; }

 private:
  std::string_view text_;
};

// clang-format off
#define BRIEF_LOADER_CODES(X) \
  X(BY000) \
  X(BY001) \
  X(BY002) \
  X(BY003) \
  X(BY004) \
  X(BY005) \
  X(BY006) \
  X(BY007) \
  X(BY008) \
  X(BY009) \
  X(BY010) \
  X(BY011) \
  X(BY012) \
  X(BY013) \
  X(BY014) \
  X(BY015) \
  X(BY016) \
  X(BY017) \
  X(BY018) \
  X(BY019) \
  X(BS001) \
  X(BS002) \
  X(BS003) \
  X(BS004) \
  X(BS005) \
  X(BS006) \
  X(BS007) \
  /* end of the list */
// clang-format on

namespace codes {
#define BRIEF_CODE_CONSTANT(c) inline constexpr Code c{#c};
BRIEF_LOADER_CODES(BRIEF_CODE_CONSTANT)
#undef BRIEF_CODE_CONSTANT
}  // namespace codes

// Every loader code above, in list order.
inline constexpr Code kLoaderCodes[] = {
#define BRIEF_CODE_ENTRY(c) codes::c,
    BRIEF_LOADER_CODES(BRIEF_CODE_ENTRY)
#undef BRIEF_CODE_ENTRY
};

}  // namespace brief
