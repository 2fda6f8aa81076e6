// unbacked_document_facts (BM114): a known model fact copied from a source document stands only
// where an official figure, the checkpoint's name or one of that source's quotes states it.
// Each case is the rules' base profile (official.routed_experts 288, no official parameters)
// with a model section appended.
#include <catch2/catch.hpp>

#include <string>

#include "brief/load.h"
#include "derive/document_facts.h"
#include "test_paths.h"

using namespace brief;

namespace {

// The facts found unbacked, given the source's quotes and the facts.
std::size_t unbacked(const std::string& quotes, const std::string& facts, const std::string& origin = "source-document") {
  const std::string base = test::read_file(test::source_path("tests/rules/base.yaml"));
  const std::string model = "model:\n  from: source\n  sources:\n    - id: source\n      origin: " + origin +
                            "\n      document: The source brief\n      revision: 0123456789abcdef0123456789abcdef01234567\n" +
                            "      header_sha256: " + std::string(64, 'a') + "\n" +
                            (quotes.empty() ? "" : "      quotes: [" + quotes + "]\n") + facts;
  return derivation::unbacked_document_facts(load_profile(base + model, "model.yaml")).size();
}

}  // namespace

TEST_CASE("BM114: a document's fact is backed by a quote that writes its value", "[derive][model]") {
  CHECK(unbacked("", "  layers: 92\n") == 1);
  CHECK(unbacked("\"The model has 92 layers.\"", "  layers: 92\n") == 0);
  CHECK(unbacked("\"The model has 93 layers.\"", "  layers: 92\n") == 1);
  CHECK(unbacked("\"Ninety-two transformer layers.\"", "  layers: 92\n") == 0);
  // A scaled figure backs a count within its last digit: 321B is 320.5 to 321.5 billion.
  CHECK(unbacked("\"a 321B model\"", "  parameters:\n    - {class: all, count: 321323031390}\n") == 0);
  CHECK(unbacked("\"a 322B model\"", "  parameters:\n    - {class: all, count: 321323031390}\n") == 1);
  CHECK(unbacked("\"321,323,031,390 parameters\"", "  parameters:\n    - {class: all, count: 321323031390}\n") == 0);
  CHECK(unbacked("\"1.5 trillion parameters\"", "  parameters:\n    - {class: all, count: 1500000000000}\n") == 0);
  // "128K context" is read in powers of two as well: 131,072 tokens.
  CHECK(unbacked("\"128K context\"", "  max_position_embeddings: 131072\n") == 0);
  CHECK(unbacked("\"128K context\"", "  max_position_embeddings: 262144\n") == 1);
  // A dtype in any of its spellings.
  CHECK(unbacked("\"weights in BF16\"", "  dtype: bfloat16\n") == 0);
  CHECK(unbacked("\"weights in FP8\"", "  dtype: bfloat16\n") == 1);
  // Unknown and not-present facts need nothing.
  CHECK(unbacked("", "  layers: {unknown: \"not stated\"}\n  mtp_layers: not-present\n") == 0);
}

TEST_CASE("BM114: official figures and the checkpoint's name back a document's facts", "[derive][model]") {
  // official.routed_experts is 288 in the base.
  CHECK(unbacked("", "  experts: {routed: 288}\n") == 0);
  CHECK(unbacked("", "  experts: {routed: 256}\n") == 1);
  CHECK(unbacked("", "  checkpoint: someone/Model-4bpw\n  stored:\n    - {class: all, bits_per_weight: 4}\n") == 0);
  CHECK(unbacked("", "  checkpoint: someone/Model-4bpw\n  stored:\n    - {class: all, bits_per_weight: 8}\n") == 1);
  // A name's 4bpw is nominal: a 4.13 average still wears it.
  CHECK(unbacked("", "  checkpoint: someone/Model-4bpw\n  stored:\n    - {class: all, bits_per_weight: 4.13}\n") == 0);
  // Stored bytes are the headers' sum: a document's "about 165 GB" is a disk figure.
  CHECK(unbacked("\"about 165 GB on disk\"", "  stored:\n    - {class: all, bytes: about 165 GB}\n") == 1);
  CHECK(unbacked("\"tensors of 177,000,000,000 bytes\"", "  stored:\n    - {class: all, bytes: 177000000000}\n") == 0);
}

TEST_CASE("BM114: only a source document's facts are asked for a quote", "[derive][model]") {
  // A config's facts are re-read by brief inspect; a measurement carries its header hash.
  CHECK(unbacked("", "  layers: 92\n", "config") == 0);
  CHECK(unbacked("", "  layers: 92\n", "measured") == 0);
}
