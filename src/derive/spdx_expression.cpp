// A recursive-descent reader of the SPDX expression grammar:
//   expression := and-expr { "OR" and-expr }
//   and-expr   := primary { "AND" primary }
//   primary    := "(" expression ")" | simple [ "WITH" exception-id ]
//   simple     := license-id [ "+" ] | [ "DocumentRef-" idstring ":" ] "LicenseRef-" idstring
#include "derive/spdx_expression.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "derive/reference_data.h"
#include "derive/wording.h"  // ascii_lower

namespace brief::derivation {
namespace {

// The SPDX license exceptions list (json/exceptions.json of spdx/license-list-data, release
// of 2023-07-27), every licenseExceptionId.
constexpr std::array<std::string_view, 56> kExceptions = {
    "389-exception", "Asterisk-exception", "Autoconf-exception-2.0", "Autoconf-exception-3.0",
    "Autoconf-exception-generic", "Autoconf-exception-macro", "Bison-exception-2.2", "Bootloader-exception",
    "Classpath-exception-2.0", "CLISP-exception-2.0", "cryptsetup-OpenSSL-exception", "DigiRule-FOSS-exception",
    "eCos-exception-2.0", "Fawkes-Runtime-exception", "FLTK-exception", "Font-exception-2.0",
    "freertos-exception-2.0", "GCC-exception-2.0", "GCC-exception-3.1", "GNAT-exception",
    "gnu-javamail-exception", "GPL-3.0-interface-exception", "GPL-3.0-linking-exception",
    "GPL-3.0-linking-source-exception", "GPL-CC-1.0", "GStreamer-exception-2005", "GStreamer-exception-2008",
    "i2p-gpl-java-exception", "KiCad-libraries-exception", "LGPL-3.0-linking-exception",
    "libpri-OpenH323-exception", "Libtool-exception", "Linux-syscall-note", "LLGPL", "LLVM-exception",
    "LZMA-exception", "mif-exception", "Nokia-Qt-exception-1.1", "OCaml-LGPL-linking-exception",
    "OCCT-exception-1.0", "OpenJDK-assembly-exception-1.0", "openvpn-openssl-exception",
    "PS-or-PDF-font-exception-20170817", "QPL-1.0-INRIA-2004-exception", "Qt-GPL-exception-1.0",
    "Qt-LGPL-exception-1.1", "Qwt-exception-1.0", "SHL-2.0", "SHL-2.1", "SWI-exception", "Swift-exception",
    "u-boot-exception-2.0", "Universal-FOSS-exception-1.0", "vsftpd-openssl-exception",
    "WxWindows-exception-3.1", "x11vnc-openssl-exception",
};

constexpr int kMaxDepth = 32;  // parentheses; a real expression has two or three

bool is_idstring(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.';
  });
}

bool is_license_ref(std::string_view s) {
  if (s.starts_with("DocumentRef-")) {
    const auto colon = s.find(':');
    if (colon == std::string_view::npos || !is_idstring(s.substr(12, colon - 12))) return false;
    s.remove_prefix(colon + 1);
  }
  return s.starts_with("LicenseRef-") && is_idstring(s.substr(11));
}

class Reader {
 public:
  explicit Reader(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
      if (text[i] == ' ' || text[i] == '\t') {
        ++i;
      } else if (text[i] == '(' || text[i] == ')') {
        tokens_.push_back(text.substr(i++, 1));
      } else {
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\t' && text[j] != '(' && text[j] != ')') ++j;
        tokens_.push_back(text.substr(i, j - i));
        i = j;
      }
    }
  }

  std::string problem() {
    if (tokens_.empty()) return "it is empty";
    expression(0);
    if (problem_.empty() && at_ < tokens_.size())
      problem_ = tokens_[at_] == ")" ? "a ')' closes nothing" : fmt::format("'{}' follows a complete expression", tokens_[at_]);
    return problem_;
  }

 private:
  bool failed() const { return !problem_.empty(); }
  std::string_view peek() const { return at_ < tokens_.size() ? tokens_[at_] : std::string_view(); }

  void expression(int depth) {
    and_expression(depth);
    while (!failed() && peek() == "OR") {
      ++at_;
      and_expression(depth);
    }
  }

  void and_expression(int depth) {
    primary(depth);
    while (!failed() && peek() == "AND") {
      ++at_;
      primary(depth);
    }
  }

  void primary(int depth) {
    if (at_ >= tokens_.size()) {
      problem_ = at_ == 0 ? "it is empty" : fmt::format("it ends after '{}'", tokens_[at_ - 1]);
      return;
    }
    const std::string_view t = tokens_[at_++];
    if (t == "(") {
      if (depth >= kMaxDepth) {
        problem_ = fmt::format("parentheses nest deeper than {}", kMaxDepth);
        return;
      }
      expression(depth + 1);
      if (failed()) return;
      if (peek() != ")") problem_ = "a '(' is not closed";
      else ++at_;
      return;
    }
    if (t == ")" || t == "AND" || t == "OR" || t == "WITH") {
      problem_ = fmt::format("'{}' where a license id belongs", t);
      return;
    }
    simple(t);
    if (failed() || peek() != "WITH") return;
    ++at_;
    const std::string_view exception = peek();
    if (exception.empty()) {
      problem_ = "no exception after WITH";
      return;
    }
    ++at_;
    if (std::find(kExceptions.begin(), kExceptions.end(), exception) == kExceptions.end())
      problem_ = fmt::format("'{}' is not an SPDX license exception", exception);
  }

  void simple(std::string_view t) {
    if (is_license_ref(t)) return;
    const bool or_later = t.ends_with("+");
    const std::string_view id = or_later ? t.substr(0, t.size() - 1) : t;
    if (!is_spdx_list_id(id)) {
      problem_ = fmt::format("'{}' is not an SPDX license id", id);
      return;
    }
    // "or later" needs a version to be later than; "-only" and "-or-later" say it already.
    if (or_later && (!std::isdigit(static_cast<unsigned char>(id.back())) || id.ends_with("-only") ||
                     id.ends_with("-or-later")))
      problem_ = fmt::format("'+' (or later) after '{}', which has no version to be later than", id);
  }

  std::vector<std::string_view> tokens_;
  std::size_t at_ = 0;
  std::string problem_;
};

}  // namespace

bool is_spdx_list_id(std::string_view id) {
  const auto& list = spdx_list().deprecated_by_id;
  return list.find(std::string(id)) != list.end();
}

std::string spdx_list_spelling(std::string_view id) {
  static const std::unordered_map<std::string, std::string> by_lower = [] {
    std::unordered_map<std::string, std::string> out;
    for (const auto& [listed, deprecated] : spdx_list().deprecated_by_id) out.emplace(ascii_lower(listed), listed);
    return out;
  }();
  const auto it = by_lower.find(ascii_lower(id));
  return it == by_lower.end() ? std::string() : it->second;
}

std::string spdx_expression_problem(std::string_view expression) { return Reader(expression).problem(); }

}  // namespace brief::derivation
