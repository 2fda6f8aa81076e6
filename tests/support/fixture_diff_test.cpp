// The fixture diff applier (fixture_diff.h): what `patch` gives for well-formed diffs, and a
// located failure, never a shifted or partial result, for a diff that does not apply.
#include <catch2/catch.hpp>

#include "support/fixture_diff.h"

using brief::test::apply_unified_diff;
using brief::test::FixtureDiffError;

namespace {
const std::string kBase = "a\nb\nc\nd\ne\n";
const std::string kHeader = "--- ../base.yaml\n+++ bad.yaml\n";

std::string apply(const std::string& hunks, const std::string& base = kBase) {
  return apply_unified_diff(base, kHeader + hunks, "x.diff");
}

// The message a diff fails with (empty: it applied).
std::string failure(const std::string& hunks, const std::string& base = kBase) {
  try {
    apply(hunks, base);
  } catch (const FixtureDiffError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("a fixture diff replaces, inserts and removes lines where its hunks say", "[support][fixture-diff]") {
  CHECK(apply("") == kBase);  // headers only: the base unchanged
  CHECK(apply("@@ -2,3 +2,3 @@\n b\n-c\n+C\n d\n") == "a\nb\nC\nd\ne\n");
  CHECK(apply("@@ -0,0 +1 @@\n+first\n") == "first\na\nb\nc\nd\ne\n");
  CHECK(apply("@@ -4,2 +4 @@\n d\n-e\n") == "a\nb\nc\nd\n");
  CHECK(apply("@@ -1,2 +1,3 @@\n a\n+a2\n b\n@@ -4,2 +5,2 @@\n d\n-e\n+E\n") == "a\na2\nb\nc\nd\nE\n");
  // An empty context line whose space was stripped (some editors do) is still context.
  CHECK(apply("@@ -1,3 +1,3 @@\n a\n\n-c\n+C\n", "a\n\nc\n") == "a\n\nC\n");
}

TEST_CASE("a fixture diff keeps or changes the final newline as `diff` wrote it", "[support][fixture-diff]") {
  CHECK(apply("@@ -5 +5 @@\n-e\n+e\n\\ No newline at end of file\n") == "a\nb\nc\nd\ne");
  CHECK(apply("@@ -2 +2 @@\n-y\n+Y\n", "x\ny\nz") == "x\nY\nz");  // the base's tail keeps its end
  CHECK(apply("@@ -3 +3 @@\n-z\n\\ No newline at end of file\n+z\n", "x\ny\nz") == "x\ny\nz\n");
  CHECK(failure("@@ -5 +5 @@\n-e\n\\ No newline at end of file\n+E\n").find("final newline") != std::string::npos);
}

TEST_CASE("a fixture diff that does not apply fails at its line, saying why", "[support][fixture-diff]") {
  CHECK(failure("@@ -2,2 +2,2 @@\n b\n-x\n+C\n") ==
        "x.diff:5: does not apply: base line 3 is 'c', the diff expects 'x'");
  CHECK(failure("@@ -2,2 +2,3 @@\n b\n-c\n+C\n") ==
        "x.diff:3: the hunk has 2 old and 2 new lines, its header says 2 and 3");
  CHECK(failure("@@ -3 +3 @@\n-c\n+C\n@@ -2 +2 @@\n-b\n+B\n") == "x.diff:6: hunks overlap or are out of order");
  CHECK(failure("@@ -9 +9 @@\n-z\n+Z\n") == "x.diff:3: the hunk starts past the end of the base");
  CHECK(failure("@@ -2 +3 @@\n-b\n+B\n") == "x.diff:3: the hunk's new line number 3 is not where it lands (2)");
  CHECK(failure("@@ -2,1 +2,1\n-b\n+B\n").find("x.diff:3: expected a hunk header") == 0);
  CHECK(failure("@@ -2 +2 @@\n*b\n+B\n") == "x.diff:4: a hunk line starts with ' ', '-' or '+'");
  CHECK_THROWS_AS(apply_unified_diff(kBase, "+++ bad.yaml\n", "x.diff"), FixtureDiffError);
}
