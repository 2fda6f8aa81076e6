#pragma once
// Whether this test binary runs under AddressSanitizer (the CI build with BRIEF_SANITIZE):
// a few tests do less there, each for a reason it states where it asks.

namespace brief::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderAddressSanitizer = true;
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif

}  // namespace brief::test
