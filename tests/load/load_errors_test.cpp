// Every loader error, located: text in, first diagnostic out (code, line, col, message).
#include <catch2/catch.hpp>
#include <tuple>

#include "brief/load.h"
#include "load/load_test_util.h"

using namespace brief;

namespace {

using test::kMinimal;
using test::with;

}  // namespace

TEST_CASE("the minimal profile loads", "[load]") {
  const Profile p = load_profile(kMinimal, "m.yaml");
  CHECK(p.components.size() == 1);
  CHECK(p.components[0].file_size.value.is_unknown());
  CHECK(p.hardware.nodes.value == 2);
}

TEST_CASE("loader errors are located with short lowercase messages", "[load]") {
  using Row = std::tuple<std::string, std::string, std::string, uint32_t, uint32_t, std::string>;
  auto [from, to, code, line, col, message] =
      GENERATE(table<std::string, std::string, std::string, uint32_t, uint32_t, std::string>({
          // strict scalars
          Row{"nodes: 2", "nodes: 010", "BS002", 6, 10, "expected an integer for 'nodes', found '010'"},
          Row{"nodes: 2", "nodes: 0x10", "BS002", 6, 10, "expected an integer for 'nodes', found '0x10'"},
          Row{"nodes: 2", "nodes: 1e3", "BS002", 6, 10, "expected an integer for 'nodes', found '1e3'"},
          Row{"nodes: 2", "nodes: +5", "BS002", 6, 10, "expected an integer for 'nodes', found '+5'"},
          Row{"nodes: 2", "nodes: 1_000", "BS002", 6, 10, "expected an integer for 'nodes', found '1_000'"},
          Row{"nodes: 2", "nodes: \"2\"", "BS002", 6, 10, "expected an integer for 'nodes', found a quoted string"},
          Row{"nodes: 2", "nodes: -2", "BS005", 6, 10, "negative value '-2' for 'nodes'"},
          Row{"nodes: 2", "nodes: 9223372036854775808", "BS005", 6, 10,
              "value '9223372036854775808' for 'nodes' is out of range"},
          Row{"nodes: 2", "nodes:", "BS002", 6, 3, "expected an integer for 'nodes', found null"},
          Row{"nodes: 2", "nodes: ~", "BS002", 6, 3, "expected an integer for 'nodes', found null"},
          Row{"nodes: 2", "nodes: [2]", "BS002", 6, 10, "expected an integer for 'nodes', found a sequence"},
          Row{"memory_fit: false", "memory_fit: yes", "BS002", 18, 15,
              "expected true or false for 'memory_fit', found 'yes'"},
          Row{"memory_fit: false", "memory_fit: \"false\"", "BS002", 18, 15,
              "expected true or false for 'memory_fit', found a quoted string"},
          Row{"memory_fit: false", "memory_fit: False", "BS002", 18, 15,
              "expected true or false for 'memory_fit', found 'False'"},
          Row{"title: t", "title: {a: 1}", "BS002", 3, 8, "expected a string for 'title', found a mapping"},
          Row{"file_size: unknown", "file_size: 121.6 GiB", "BS005", 11, 16,
              "invalid byte count for 'file_size': '121.6 GiB' is not a whole number of bytes (write the exact "
              "count, or 'about ...')"},
          Row{"file_size: unknown", "file_size: 18446744073709551616", "BS005", 11, 16,
              "value '18446744073709551616' for 'file_size' is out of range"},
          Row{"file_size: unknown", "file_size: 99999999 TiB", "BS005", 11, 16,
              "invalid byte count for 'file_size': byte count out of range"},
          Row{"file_size: unknown", "file_size: -5", "BS005", 11, 16, "negative value '-5' for 'file_size'"},
          Row{"file_size: unknown", "file_size: {unknwn: x}", "BS002", 11, 17,
              "expected {unknown: \"why\"} for 'file_size'"},
          Row{"file_size: unknown", "file_size: \"12\"", "BS002", 11, 16,
              "expected a byte count for 'file_size', found a quoted string"},
          // enums
          Row{"role: runtime", "role: runtme", "BS005", 10, 11,
              "invalid value 'runtme' for 'role' (allowed: file-ledger, main-weights, subcomponent, "
              "separate-resident, runtime, not-present)"},
          Row{"commercial: allowed", "commercial: yes", "BS005", 15, 17,
              "invalid value 'yes' for 'commercial' (allowed: allowed, restricted, unknown)"},
          // keys
          Row{"    file_size: unknown", "    fille_size: unknown", "BS001", 11, 5, "unknown key 'fille_size' in component"},
          Row{"title: t", "title: t\ntitle: u", "BS003", 4, 1, "duplicate key 'title' (first at 3:1)"},
          Row{"  id: h\n", "  id: h\n  id: h\n", "BS003", 6, 3, "duplicate key 'id' (first at 5:3)"},
          Row{"    role: kit\n", "    role: kit\n    role: kit\n", "BS003", 15, 5, "duplicate key 'role' (first at 14:5)"},
          Row{"id: p\n", "", "BS004", 1, 1, "missing required field 'id' in profile"},
          Row{"    name: C\n", "", "BS004", 8, 5, "missing required field 'name' in component"},
          Row{"  memory_fit: false\n", "", "BS004", 17, 3, "missing required field 'memory_fit' in claims"},
          Row{"format: brief/v1", "format: brief/v2", "BS005", 1, 9, "unsupported format 'brief/v2' (expected brief/v1)"},
          Row{"licenses:\n  - subject: k\n    role: kit\n    commercial: allowed\n", "licenses: 5\n", "BS002", 12, 11,
              "expected a sequence for 'licenses', found '5'"},
          Row{"  - id: c\n", "  - 5\n  - id: c\n", "BS002", 8, 5, "expected a mapping for an item of 'components', found '5'"},
          // structure
          Row{"title: t", "title: &a t", "BY009", 3, 8, "anchors are not allowed ('&a')"},
          Row{"title: t", "title: !!str t", "BY012", 3, 8, "explicit tags are not allowed ('!!str')"},
          Row{"title: t", "title: ! t", "BY012", 3, 8, "explicit tags are not allowed ('!')"},
          Row{"title: t", "<<: {a: 1}\ntitle: t", "BY011", 3, 1, "merge keys ('<<') are not allowed"},
          Row{"title: t", "? [a]\n: b\ntitle: t", "BY013", 3, 3, "mapping keys must be scalars"},
          Row{"title: t", "title: \"t", "BY014", 3, 8, "unclosed quoted scalar"},
          Row{"title: t", "title: 't", "BY014", 3, 8, "unclosed quoted scalar"},
          Row{"runtime_claimed: false\n", "runtime_claimed: false\n---\na: 1\n", "BY007", 21, 1,
              "content after the end of the document"},
          Row{"title: t", "title: [t", "BY006", 4, 9, "end of sequence flow not found"},
          // where libyaml and yaml-cpp part: located at the mistake, in brief's words
          Row{"title: t", "title: \"a\\q\"", "BY006", 3, 10, "unknown escape character: q"},
          Row{"title: t", "title: \"\\\xC3\xA9\"", "BY006", 3, 9, "unknown escape character: \xC3\xA9"},
          Row{"title: t", "title: t\nstray", "BY006", 4, 1, "could not find expected ':'"},
          Row{"title: t", "title: [a, , b]", "BY006", 3, 12, "unexpected ','"},
          Row{"title: t", "title: t\xEF\xBF\xBE", "BY006", 3, 9, "character U+FFFE is not allowed in yaml"},
          Row{"title: t", "title: &+ t", "BY009", 3, 8, "anchors are not allowed ('&+')"},
          Row{"title: t", "title: *a", "BY006", 3, 8, "the referenced anchor is not defined"},
          // columns count bytes: the anchor is the 18th character and the 19th byte
          Row{"title: t", "title: {\xC3\xA9: 1, x: &a 2}", "BY009", 3, 19, "anchors are not allowed ('&a')"},
          // an empty item is located at the token after it
          Row{"  - id: c\n", "  -\n  - id: c\n", "BS002", 9, 3,
              "expected a mapping for an item of 'components', found null"},
          Row{"title: t", "title: t\x01", "BY004", 3, 9, "control character U+0001 in the text"},
          Row{"title: t", "title: t\xC3", "BY002", 3, 9, "invalid utf-8 (byte 0xC3)"},
          Row{"title: t", "title: \xEF\xBB\xBFt", "BY005", 3, 8, "byte-order mark inside the text"},
      }));
  CAPTURE(to);
  // Named in the capture: clang 14 cannot capture a structured binding implicitly.
  const auto errors = test::input_errors([&before = from, &after = to] { load_profile(with(before, after), "x.yaml"); });
  REQUIRE_FALSE(errors.empty());
  CHECK(errors[0].file == "x.yaml");
  CHECK(errors[0].code == code);
  CHECK(errors[0].begin == Loc{line, col});
  CHECK(errors[0].message == message);
  CHECK(errors[0].severity == Severity::error);
  CHECK_FALSE(errors[0].hint.empty());
}

TEST_CASE("an unknown key gets a did-you-mean hint", "[load]") {
  const auto errors = test::input_errors([] { load_profile(with("    file_size", "    fille_size"), "x.yaml"); });
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].hint == "did you mean 'file_size'?");
}

TEST_CASE("every schema finding is reported at once, in file order", "[load]") {
  std::string text = with("nodes: 2", "nodes: two");
  text += "extra: 1\n";
  text.replace(text.find("role: kit"), 9, "role: kitt");
  const auto errors = test::input_errors([&] { load_profile(text, "x.yaml"); });
  REQUIRE(errors.size() == 3);
  CHECK(errors[0].begin.line == 6);
  CHECK(errors[1].code == "BS005");
  CHECK(errors[2].message == "unknown key 'extra' in profile");
}

TEST_CASE("a quoted scalar that closes on a later line is not unclosed", "[load]") {
  const Profile p = load_profile(with("title: t", "title: \"a\n  b\""), "x.yaml");
  CHECK(p.title.value == "a b");
  const Profile q = load_profile(with("title: t", "title: 'it''s'"), "x.yaml");
  CHECK(q.title.value == "it's");
}

TEST_CASE("byte, count and revision forms", "[load]") {
  const Profile p = load_profile(with("file_size: unknown",
                                      "file_size: {unknown: \"not printed\"}\n"
                                      "    per_rank: not-present\n"
                                      "    resident: ~23 GiB"),
                                 "x.yaml");
  CHECK(p.components[0].file_size.value == Bytes::unknown("not printed"));
  CHECK(p.components[0].per_rank.value.is_not_present());
  CHECK(p.components[0].resident.value == Bytes::approximately(23ull << 30, {1ull << 30, 0}, "~23 GiB"));

  const Profile q = load_profile(kMinimal +
                                     "parallelism: {tp: 2, pp: unknown, ep: {unknown: \"not stated\"}}\n"
                                     "pins:\n"
                                     "  - {id: a, role: runtime, repo: r, revision: 5624dfc}\n"
                                     "  - {id: b, role: other, repo: r, revision: unset}\n"
                                     "  - {id: c, role: other, repo: r, revision: {unknown: \"no tag\"}}\n",
                                 "x.yaml");
  CHECK(q.parallelism.tp.value.value == 2);
  CHECK_FALSE(q.parallelism.pp.value.known());
  CHECK(q.parallelism.ep.value.why == "not stated");
  CHECK(q.pins[0].revision.value.state == Revision::State::pinned);
  CHECK(q.pins[0].revision.value.hash == "5624dfc");  // short: the pin rule judges it
  CHECK(q.pins[1].revision.value.state == Revision::State::unset);
  CHECK(q.pins[2].revision.value.state == Revision::State::unknown);
  CHECK(q.pins[2].revision.value.why == "no tag");

  const auto errors = test::input_errors([] {
    load_profile(kMinimal + "pins:\n  - {id: a, role: runtime, repo: r, revision: [1]}\n", "x.yaml");
  });
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].message == "expected a revision (40 hex digits, unset or unknown) for 'revision', found a sequence");
}

TEST_CASE("a plain number where a string is expected is its text", "[load]") {
  const Profile p = load_profile(with("title: t", "title: 5"), "x.yaml");
  CHECK(p.title.value == "5");
}

TEST_CASE("a byte-order mark at the very start is stripped", "[load]") {
  const Profile p = load_profile("\xEF\xBB\xBF" + kMinimal, "x.yaml");
  CHECK(p.format.value == "brief/v1");
}

TEST_CASE("limits: size and depth", "[load]") {
  LoadLimits small;
  small.max_bytes = 100;
  auto errors = test::input_errors([&] { load_profile(kMinimal, "x.yaml", small); });
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].code == "BY001");
  CHECK(errors[0].message == "file is larger than 100 bytes");
  CHECK(errors[0].hint.find("--max-bytes") != std::string::npos);

  LoadLimits shallow;
  shallow.max_depth = 2;
  errors = test::input_errors([&] { load_profile(kMinimal, "x.yaml", shallow); });
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].code == "BY008");
  CHECK(errors[0].begin == Loc{8, 5});
  CHECK(errors[0].message == "nesting deeper than 2 levels");
}
