#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <regex>

#include "brief/render.h"
#include "render/sample_brief.h"
#include "support/text_checks.h"

using brief::Format;
using brief::RenderOptions;
using nlohmann::json;

using brief::test::contains;

namespace {

// Every value of the document, recursively; fails on the first null.
void require_no_null(const json& j, const std::string& path) {
  INFO("at " << path);
  REQUIRE_FALSE(j.is_null());
  if (j.is_object())
    for (const auto& [k, v] : j.items()) require_no_null(v, path + "." + k);
  if (j.is_array())
    for (std::size_t i = 0; i < j.size(); ++i) require_no_null(j[i], path + "[" + std::to_string(i) + "]");
}

}  // namespace

TEST_CASE("text shows unknown, not present and exact bytes as themselves", "[render][text]") {
  auto s = brief::test::make_sample_brief();
  RenderOptions wide;
  wide.width = 400;  // one line per item, so whole sentences can be matched
  const std::string out = brief::render_text(s->brief, wide);
  CHECK(contains(out, "Sample model on 2 boxes\n=======================\nA test profile\n"));
  CHECK(contains(out, "Main weights: Shared pool. Resident matmul. File size 328,326,771,576 bytes (305.778 GiB)."));
  CHECK(contains(out, "KV cache: Shared pool. Resident matmul. File size unknown."));
  CHECK(contains(out, "Engram: Not present. Resident matmul. File size not present."));
  CHECK(contains(out, "Absent rows: Engram"));
  CHECK(contains(out, "Resident bytes: unknown (not published)."));  // the why of an unknown
  CHECK(contains(out, "Parameters: 321,323,031,390"));
  CHECK(contains(out, "weights: license name unknown for org/model. SPDX unknown."));
  CHECK(contains(out, "Lower bound (known counted rows only; never a fit): 1,024 bytes (1 KiB)."));
  CHECK(contains(out, "Usable capacity: about 121.6 GiB."));
  CHECK(contains(out, "5ab363a8dcf6405955fd5f99671e01a1c9fb124b"));
  CHECK_FALSE(contains(out, "0 B"));
}

TEST_CASE("text stays within the width except for unbreakable words", "[render][text]") {
  auto s = brief::test::make_sample_brief();
  s->profile.summary.value = std::string(30, 'x') + " " + std::string(30, 'y') + " " + std::string(30, 'z');
  for (int width : {40, 80}) {
    RenderOptions opts;
    opts.width = width;
    const std::string out = brief::render_text(s->brief, opts);
    std::size_t start = 0;
    while (start < out.size()) {
      const std::size_t end = out.find('\n', start);
      const std::string line = out.substr(start, end - start);
      // Over the width only when nothing on the line may be broken: one word, or one byte
      // count with its binary size.
      static const std::regex unbreakable(R"(^ *(- )?(\S+|[0-9,]+ bytes? \([0-9.]+ [KMGT]iB\)[.,;]?)$)");
      const bool one_word = std::regex_match(line, unbreakable);
      INFO("width " << width << ": " << line);
      CHECK((line.size() <= static_cast<std::size_t>(width) || one_word));
      start = end + 1;
    }
  }
}

TEST_CASE("hostile profile text never reaches the output raw", "[render][safety]") {
  auto s = brief::test::make_sample_brief();
  s->profile.title.value = "Evil \x1b]0;pwned\x07 title";
  s->profile.summary.value = "see [here](javascript:x) <img src=x> | *bold* \xff\xfe";
  s->profile.components[0].name.value = "row\x1b[2J";

  const std::string text = brief::render_text(s->brief);
  CHECK_FALSE(contains(text, "\x1b"));
  CHECK_FALSE(contains(text, "\x07"));
  CHECK(contains(text, "Evil \\x1b]0;pwned\\x07 title"));
  CHECK(contains(text, "\\xff\\xfe"));

  const std::string md = brief::render_markdown(s->brief);
  CHECK_FALSE(contains(md, "\x1b"));
  CHECK(contains(md, "see \\[here\\](javascript:x) \\<img src=x\\> \\| \\*bold\\*"));

  const std::string js = brief::render_json(s->brief);
  json parsed;
  REQUIRE_NOTHROW(parsed = json::parse(js));  // nlohmann rejects invalid UTF-8
  CHECK(parsed["title"] == "Evil \x1b]0;pwned\x07 title");
  CHECK_FALSE(contains(js, "\x1b"));  // escaped as \u001b
}

TEST_CASE("json encodes unknown and not present so that arithmetic on them fails", "[render][json]") {
  auto s = brief::test::make_sample_brief();
  const json j = json::parse(brief::render_json(s->brief));
  require_no_null(j, "$");
  CHECK(j["brief_format"] == "brief-json/v2");
  CHECK(j["profile"] == "sample");
  CHECK(j["unchecked"] == false);
  const auto& rows = j["components"];
  REQUIRE(rows.size() == 3);
  CHECK(rows[0]["file_size"] == 328326771576);
  CHECK(rows[0]["file_size_detail"]["display"] == "328,326,771,576 bytes (305.778 GiB)");
  CHECK(rows[0]["resident"] == "unknown");
  CHECK(rows[0]["resident_detail"]["why"] == "not published");
  CHECK(rows[2]["file_size"] == "not-present");
  CHECK(j["resident_total"] == "unknown");
  CHECK(j["official"]["parameters"] == 321323031390);
  CHECK(j["memory_verdict"]["kind"] == "unknown");
  CHECK(j["memory_verdict"]["pools"][0]["lower_bound"] == 1024);
  CHECK(j["memory_verdict"]["pools"][0]["usable_detail"]["approximate"] == true);
  CHECK_FALSE(j["memory_verdict"]["pools"][0].contains("headroom"));
  CHECK(j["licenses"][0]["spdx"] == "unknown");
  CHECK(j["observations"][0]["cells"][0]["value"] == 99);
}

TEST_CASE("the UNCHECKED banner names every finding in every format", "[render][unchecked]") {
  auto s = brief::test::make_sample_brief();
  RenderOptions opts;
  brief::Diagnostic d;
  d.file = "profiles/sample.yaml";
  d.begin = {12, 3};
  d.code = "BS101";
  d.message = "a sum touches an unknown";
  opts.unchecked_findings = {d};

  const std::string text = brief::render_text(s->brief, opts);
  CHECK(text.rfind(std::string(80, '#') + "\nUNCHECKED:", 0) == 0);
  CHECK(contains(text, "- BS101 error a sum touches an unknown profiles/sample.yaml:12:3"));

  const std::string md = brief::render_markdown(s->brief, opts);
  CHECK(md.rfind("> **UNCHECKED:**", 0) == 0);
  CHECK(contains(md, "> - BS101 error a sum touches an unknown profiles/sample.yaml:12:3"));

  const json j = json::parse(brief::render_json(s->brief, opts));
  CHECK(j["unchecked"] == true);
  CHECK(j["unchecked_findings"][0]["code"] == "BS101");
  CHECK(j["unchecked_findings"][0]["line"] == 12);

  CHECK_FALSE(contains(brief::render_text(s->brief), "UNCHECKED"));
}

TEST_CASE("render dispatches on the format", "[render]") {
  auto s = brief::test::make_sample_brief();
  CHECK(brief::render(s->brief, Format::text) == brief::render_text(s->brief));
  CHECK(brief::render(s->brief, Format::markdown) == brief::render_markdown(s->brief));
  CHECK(brief::render(s->brief, Format::json) == brief::render_json(s->brief));
  CHECK(brief::render_markdown(s->brief).rfind("# Sample model on 2 boxes\n", 0) == 0);
}

TEST_CASE("a brief without a profile is refused, not dereferenced", "[render]") {
  const brief::Brief empty;
  for (auto format : {Format::text, Format::markdown, Format::json})
    CHECK_THROWS_AS(brief::render(empty, format), std::invalid_argument);
  CHECK_THROWS_AS(brief::render_json(empty), std::invalid_argument);
  CHECK_THROWS_AS(brief::render_text(empty), std::invalid_argument);
}
