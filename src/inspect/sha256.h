#pragma once
// SHA-256 (FIPS 180-4) of header bytes, the provenance of measured facts. Self-contained so
// inspect needs no crypto library; it hashes a few MB at most.
#include <cstdint>
#include <string>
#include <string_view>

namespace brief::inspect {

class Sha256 {
 public:
  Sha256();
  void update(std::string_view bytes);
  std::string hex();  // finishes; 64 lowercase hex digits

 private:
  void block(const unsigned char* p);
  uint32_t h_[8];
  unsigned char buf_[64];
  uint64_t length_ = 0;
  std::size_t used_ = 0;
};

std::string sha256_hex(std::string_view bytes);

}  // namespace brief::inspect
