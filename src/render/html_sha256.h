#pragma once
// SHA-256 and base64, for the Content-Security-Policy hashes of the one inline style and the
// one inline script ('sha256-<base64>'): the page allows exactly the code brief wrote.
#include <string>
#include <string_view>

namespace brief::rendering {

std::string sha256_raw(std::string_view data);  // 32 bytes
std::string base64(std::string_view data);
// "'sha256-...'" as a CSP source expression.
std::string csp_hash(std::string_view data);

}  // namespace brief::rendering
