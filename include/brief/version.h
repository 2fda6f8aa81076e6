#pragma once
#include <string_view>

namespace brief {
std::string_view version();
std::string_view git_revision();
std::string_view homepage();  // BRIEF_HOMEPAGE at configure time
}  // namespace brief
