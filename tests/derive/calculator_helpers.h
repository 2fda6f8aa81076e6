#pragma once
// What the calculator's tests share: a model read from a config.json fixture written from
// published values (tests/fixtures/configs/), the bf16 element, and an --assume in code.
#include <string>

#include "derive/calculator.h"
#include "inspect/config_reader.h"
#include "test_paths.h"

namespace brief::test {

inline Model config_model(const std::string& name) {
  const std::string path = source_path("tests/fixtures/configs/" + name);
  return inspect::read_config(read_file(path), name).model;
}

inline const calc::ElementSize& bf16() {
  static const calc::ElementSize s = *calc::cache_element_size("bf16");
  return s;
}

// `r` with one more explicit assumption ("workspace=0B").
inline calc::Request with(calc::Request r, const std::string& text) {
  std::string error;
  r.assumptions.push_back(*calc::parse_assumption(text, &error));
  return r;
}

}  // namespace brief::test
