#pragma once
// Exact wide-integer helpers for byte and decimal arithmetic. No floating point anywhere:
// a verdict must never depend on how a double rounds.
#include <cstdint>
#include <string>

namespace brief {

using u128 = unsigned __int128;
using i128 = __int128;

// a * b into *out; false on overflow.
inline bool mul_u128(u128 a, u128 b, u128* out) { return !__builtin_mul_overflow(a, b, out); }

// 10^k for k in 0..38.
inline u128 pow10_u128(int k) {
  u128 p = 1;
  for (int i = 0; i < k; ++i) p *= 10;
  return p;
}

// quotient + (remainder / divisor) rounded to an integer, ties to even.
inline u128 round_half_even(u128 quotient, u128 remainder, u128 divisor) {
  const u128 twice = remainder * 2;  // remainder < divisor <= 2^127: no overflow
  if (twice > divisor || (twice == divisor && (quotient & 1) != 0)) return quotient + 1;
  return quotient;
}

inline std::string to_string_u128(u128 v) {
  if (v == 0) return "0";
  std::string s;
  while (v != 0) {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  }
  return s;
}

// A 256-bit unsigned product, compared without overflow (within_percent needs it).
struct U256 {
  u128 hi = 0, lo = 0;
  friend bool operator<(const U256& a, const U256& b) { return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo; }
};

inline U256 mul_wide(u128 a, u128 b) {
  const uint64_t a0 = static_cast<uint64_t>(a), a1 = static_cast<uint64_t>(a >> 64);
  const uint64_t b0 = static_cast<uint64_t>(b), b1 = static_cast<uint64_t>(b >> 64);
  const u128 p00 = static_cast<u128>(a0) * b0;
  const u128 p01 = static_cast<u128>(a0) * b1;
  const u128 p10 = static_cast<u128>(a1) * b0;
  const u128 p11 = static_cast<u128>(a1) * b1;
  const u128 mid = (p00 >> 64) + static_cast<uint64_t>(p01) + static_cast<uint64_t>(p10);
  U256 r;
  r.lo = (mid << 64) | static_cast<uint64_t>(p00);
  r.hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
  return r;
}

}  // namespace brief
