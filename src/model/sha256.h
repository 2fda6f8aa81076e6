#pragma once
// SHA-256 (FIPS 180-4), the one implementation brief has: inspect hashes header bytes (the
// provenance of measured facts), the HTML page hashes its inline style and script for its
// Content-Security-Policy. Self-contained so brief needs no crypto library; it hashes a few MB
// at most.
#include <cstdint>
#include <string>
#include <string_view>

namespace brief {

class Sha256 {
 public:
  Sha256();
  void update(std::string_view bytes);
  std::string digest();  // finishes; the 32 bytes
  std::string hex();     // finishes; 64 lowercase hex digits

 private:
  void finish();
  void block(const unsigned char* p);
  uint32_t h_[8];
  unsigned char buf_[64];
  uint64_t length_ = 0;
  std::size_t used_ = 0;
};

std::string sha256_hex(std::string_view bytes);
std::string sha256_digest(std::string_view bytes);  // 32 bytes

}  // namespace brief
