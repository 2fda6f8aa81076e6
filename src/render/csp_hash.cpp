// Base64 (RFC 4648) and the CSP source expression of a SHA-256.
#include "render/csp_hash.h"

#include <cstdint>

#include "model/sha256.h"

namespace brief::rendering {

std::string base64(std::string_view data) {
  static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  std::size_t i = 0;
  for (; i + 2 < data.size(); i += 3) {
    const uint32_t n = (static_cast<unsigned char>(data[i]) << 16) | (static_cast<unsigned char>(data[i + 1]) << 8) |
                       static_cast<unsigned char>(data[i + 2]);
    for (int s = 18; s >= 0; s -= 6) out += alphabet[(n >> s) & 63];
  }
  if (const std::size_t rest = data.size() - i; rest > 0) {
    uint32_t n = static_cast<unsigned char>(data[i]) << 16;
    if (rest == 2) n |= static_cast<unsigned char>(data[i + 1]) << 8;
    out += alphabet[(n >> 18) & 63];
    out += alphabet[(n >> 12) & 63];
    out += rest == 2 ? alphabet[(n >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

std::string csp_hash(std::string_view data) { return "'sha256-" + base64(sha256_digest(data)) + "'"; }

}  // namespace brief::rendering
