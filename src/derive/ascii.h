#pragma once
// Character classes of the ASCII range, as the "C" locale has them, without the locale: the
// <cctype> functions are out-of-line calls that look up the thread's locale on every byte, and
// the sentence readers ask them of every character of every sentence. brief never sets a locale,
// so these give the same answers: a byte outside ASCII (0x80-0xFF, or a negative char) is of no
// class and lowers to itself.
namespace brief::derivation::ascii {

constexpr bool isdigit(int c) { return c >= '0' && c <= '9'; }
constexpr bool isupper(int c) { return c >= 'A' && c <= 'Z'; }
constexpr bool islower(int c) { return c >= 'a' && c <= 'z'; }
constexpr bool isalpha(int c) { return isupper(c) || islower(c); }
constexpr bool isalnum(int c) { return isalpha(c) || isdigit(c); }
constexpr bool isxdigit(int c) { return isdigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
constexpr bool isspace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
constexpr bool ispunct(int c) { return c > ' ' && c < 0x7f && !isalnum(c); }
constexpr int tolower(int c) { return isupper(c) ? c - 'A' + 'a' : c; }
constexpr int toupper(int c) { return islower(c) ? c - 'a' + 'A' : c; }

}  // namespace brief::derivation::ascii
