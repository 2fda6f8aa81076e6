#pragma once
// A JSON document whose one big array is written item by item: the document is dumped with
// the array empty and split there, so header, items and footer are the very bytes
// nlohmann's dump(2) writes for the whole document at once.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>

#include "brief/report.h"

namespace brief::report_detail {

class JsonArrayStream : public ReportStream {
 public:
  std::string header() override;
  std::string footer(std::size_t files_checked) override;

 protected:
  // The whole document with the streamed array empty; `array_key` names that array, which
  // must be the only one of that name outside strings written before it closes.
  virtual nlohmann::ordered_json document(std::size_t files_checked) = 0;
  virtual std::string_view array_key() const = 0;
  virtual nlohmann::ordered_json item(const Diagnostic& d, const ReportInput& in) = 0;
  std::string format_items(const ReportInput& in) override;

 private:
  struct Split {
    std::string before, after;  // before: up to and with '['; after: from ']' on
    std::size_t key_indent = 0;  // columns of the array's key
  };
  Split split(std::size_t files_checked);
  std::optional<std::size_t> key_indent_;  // known once the header is written
};

}  // namespace brief::report_detail
