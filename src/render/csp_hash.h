#pragma once
// Content-Security-Policy hashes of the one inline style and the one inline script
// ('sha256-<base64>'): the page allows exactly the code brief wrote. The hash is the model's
// one SHA-256 (model/sha256.h).
#include <string>
#include <string_view>

namespace brief::rendering {

std::string base64(std::string_view data);
// "'sha256-...'" as a CSP source expression.
std::string csp_hash(std::string_view data);

}  // namespace brief::rendering
