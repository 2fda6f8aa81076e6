// The HTML brief: self-contained, a CSP that allows only its own style and script, the copy
// text exactly the text brief, and no element, attribute or link a profile could inject.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>

#include "brief/brief.h"
#include "brief/catalog.h"
#include "brief/load.h"
#include "brief/render.h"
#include "brief/rules.h"
#include "render/html_escape.h"
#include "render/html_page.h"
#include "model/sha256.h"
#include "render/csp_hash.h"
#include "render/sample_brief.h"
#include "support/text_checks.h"
#include "test_paths.h"
#include "web/html_scan.h"

using brief::test::contains;

namespace {

const std::set<std::string> written_elements = {
    "html", "head", "meta", "title", "style", "body", "a", "div", "header", "nav", "h1", "h2", "h3",
    "p", "ul", "ol", "li", "span", "main", "section", "dl", "dt", "dd", "table", "thead", "tbody", "tr",
    "th", "td", "strong", "code", "details", "summary", "pre", "button", "footer", "script", "caption",
    "label", "input"};
const std::set<std::string> written_attributes = {
    "lang", "charset", "http-equiv", "content", "name", "class", "href", "id", "aria-label",
    "aria-labelledby", "aria-live", "aria-describedby", "role", "hidden", "type", "scope", "tabindex",
    "for", "autocomplete", "data-type", "data-key"};

// Every tag and attribute is one brief writes, and every link is one of its own.
void check_only_brief_markup(const std::string& html) {
  for (const auto& tag : brief::test::start_tags(html)) {
    INFO("element <" << tag.name << ">");
    CHECK(written_elements.count(tag.name) == 1);
    for (const auto& [name, value] : tag.attributes) {
      INFO("attribute " << name << "=\"" << value << "\"");
      CHECK(written_attributes.count(name) == 1);
      if (name == "href") {
        CHECK_FALSE(contains(value, ":"));  // no scheme: no javascript:, no http:
        CHECK((value.starts_with("#s-") || value == "#main" || value.ends_with(".html") || value.ends_with(".json")));
      }
    }
  }
}

}  // namespace

TEST_CASE("sha256 and base64 match the FIPS 180-4 test vectors", "[html]") {
  using brief::rendering::base64;
  using brief::sha256_digest;
  CHECK(base64(sha256_digest("abc")) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
  CHECK(base64(sha256_digest("")) == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  CHECK(base64(sha256_digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
        "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE=");
  CHECK(brief::sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // Streamed in pieces across a block boundary, the same digest as hashed at once.
  brief::Sha256 pieces;
  pieces.update("abcdbcdecdefdefgefghfghighij");
  pieces.update("hijkijkljklmklmnlmnomnopnopq");
  CHECK(pieces.hex() == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(base64("f") == "Zg==");
  CHECK(base64("fo") == "Zm8=");
  CHECK(base64("foo") == "Zm9v");
}

TEST_CASE("the page allows only its own style and script", "[html]") {
  auto s = brief::test::make_sample_brief();
  const std::string html = brief::render_html(s->brief);
  const std::string& csp = brief::rendering::html_csp();
  CHECK(csp.starts_with("default-src 'none'; style-src 'sha256-"));
  CHECK(contains(csp, brief::rendering::csp_hash(brief::rendering::html_script())));
  CHECK(contains(csp, brief::rendering::csp_hash(brief::rendering::html_style())));
  CHECK(contains(html, "<style>" + brief::rendering::html_style() + "</style>"));
  CHECK(contains(html, "<script>" + brief::rendering::html_script() + "</script>"));
  // Self-contained: nothing to fetch.
  CHECK_FALSE(contains(html, "src="));
  CHECK_FALSE(contains(html, "<link"));
  CHECK_FALSE(contains(html, "url("));
  CHECK_FALSE(contains(html, "@import"));
  CHECK_FALSE(contains(html, "style=\""));
  check_only_brief_markup(html);
}

TEST_CASE("the stylesheet has a dark theme, a print layout and marks that are not colour alone", "[html]") {
  const std::string& css = brief::rendering::html_style();
  CHECK(contains(css, "@media (prefers-color-scheme:dark)"));
  CHECK(contains(css, "@media print{nav.toc,.skip,.copy-controls,#plain,.filter{display:none}"));
  CHECK(contains(css, ".v-unknown::before{content:\"? \"}"));
  CHECK(contains(css, ".badge.unk{background:var(--unk-bg);color:var(--unk-fg);border-style:dashed}"));
}

TEST_CASE("the copy button's text is exactly the text brief", "[html]") {
  auto s = brief::test::make_sample_brief();
  SECTION("checked") {
    const std::string html = brief::render_html(s->brief);
    CHECK(brief::test::element_text(html, "pre", "brief-text") == brief::render_text(s->brief));
    CHECK(contains(html, "<button type=\"button\" class=\"copy\" id=\"copy-brief\">Copy brief</button>"));
  }
  SECTION("unchecked, with findings") {
    brief::RenderOptions o;
    brief::Diagnostic d;
    d.code = "BM101";
    d.message = "unknown <summed> & \"quoted\"";
    d.file = "x.yaml";
    o.unchecked_findings = {d};
    const std::string html = brief::render_html(s->brief, o);
    CHECK(brief::test::element_text(html, "pre", "brief-text") == brief::render_text(s->brief, o));
    CHECK(contains(html, "<h2 id=\"s-unchecked\">UNCHECKED</h2>"));
    CHECK(contains(html, "unknown &lt;summed&gt; &amp; &quot;quoted&quot;"));
  }
}

TEST_CASE("unknown and not-present values are marked apart from known bytes", "[html]") {
  CHECK(brief::rendering::html_value("unknown. not published") == "<span class=\"v-unknown\">unknown. not published</span>");
  CHECK(brief::rendering::html_value("not present") == "<span class=\"v-absent\">not present</span>");
  CHECK(brief::rendering::html_value("1,024 bytes (1 KiB)") == "1,024 bytes (1 KiB)");
  CHECK(brief::rendering::html_value("unknowable <b>") == "unknowable &lt;b&gt;");
}

TEST_CASE("hostile profile text cannot add markup, links or break a cell", "[html][safety]") {
  auto s = brief::test::make_sample_brief();
  const std::string evil = "<script>alert(1)</script></td></tr><a href=\"javascript:alert(1)\">x</a> ' \" & \x1b[2J \xe2\x80\xae \xff";
  s->profile.title.value = evil;
  s->profile.subtitle.value = evil;
  s->profile.summary.value = "[here](javascript:alert(1)) <img src=x onerror=alert(1)>";
  s->profile.components[0].name.value = evil;
  s->profile.bakeoff.arms[0].label.value = evil;
  s->profile.licenses[0].name.value = evil;
  const std::string html = brief::render_html(s->brief);
  check_only_brief_markup(html);
  CHECK_FALSE(contains(html, "<script>alert"));
  CHECK_FALSE(contains(html, "<img"));
  CHECK_FALSE(contains(html, "\x1b"));
  CHECK_FALSE(contains(html, "\xff"));
  CHECK(contains(html, "&lt;script&gt;alert(1)&lt;/script&gt;&lt;/td&gt;&lt;/tr&gt;"));
  CHECK(brief::test::element_text(html, "pre", "brief-text") == brief::render_text(s->brief));
}

TEST_CASE("every hostile input that loads renders HTML with only brief's markup (tests/bad, fuzz corpus, tests/web/hostile)", "[html][safety]") {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (const char* dir : {"tests/bad", "fuzz/corpus", "tests/web/hostile"})
    for (const auto& e : fs::directory_iterator(brief::test::source_path(dir)))
      if (e.is_regular_file()) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  static const brief::Catalog catalog({});
  int rendered = 0;
  for (const auto& f : files) {
    brief::Profile p;
    try {
      p = brief::load_profile(brief::read_input(f.string(), {}), f.filename().string());
    } catch (const brief::InputError&) {
      continue;  // does not load: nothing to render
    }
    std::optional<brief::Hardware> hw;
    if (auto file = catalog.find_hardware(p.hardware.id.value)) hw = brief::load_hardware(catalog.text_of(*file, 1 << 20), file->path);
    try {
      const brief::Brief b = brief::derive(p, hw ? &*hw : nullptr);
      brief::RenderOptions o;
      brief::Diagnostic finding;
      finding.code = "BM101";
      finding.message = "a finding";
      o.unchecked_findings.push_back(finding);
      const std::string html = brief::render_html(b, o);
      INFO(f.filename().string());
      check_only_brief_markup(html);
      CHECK(brief::test::element_text(html, "pre", "brief-text") == brief::render_text(b, o));
      ++rendered;
    } catch (const brief::ByteOverflow&) {
      // reported as an error by brief render; nothing to render
    }
  }
  // tests/bad and the fuzz corpus are inputs the loader rejects; tests/web/hostile loads.
  INFO(rendered << " hostile inputs rendered");
  CHECK(rendered >= 1);
}

TEST_CASE("file stems keep ids inside their folder and apart", "[html]") {
  using brief::rendering::file_stem;
  CHECK(file_stem("glm53-limechain-c8") == "glm53-limechain-c8");
  CHECK(file_stem("../etc/passwd") == "_2e._2fetc_2fpasswd");
  CHECK(file_stem("..") == "_2e.");
  CHECK(file_stem("BM101") == "BM101");
  CHECK(file_stem("a b_c") == "a_20b_5fc");
  CHECK(file_stem("") == "_");
  CHECK(brief::rendering::slug("Memory verdict") == "s-memory-verdict");
  CHECK(brief::rendering::slug("<>") == "s-section");
}
