// model_contradicts_profile: facts of the model section that no model can have together
// (BM112). Each case is the rules' base profile with a model section appended; the base's
// own model section is absent, so only the appended facts are judged.
#include <catch2/catch.hpp>

#include <string>

#include "brief/load.h"
#include "derive/model_agreement.h"
#include "test_paths.h"

using namespace brief;

namespace {

derivation::Contradictions judged(const std::string& model_section, const std::string& speculative = "") {
  std::string base = test::read_file(test::source_path("tests/rules/base.yaml"));
  if (!speculative.empty()) base.replace(base.find("\nserving:\n"), 10, "\nserving:\n  speculative: " + speculative + "\n");
  return derivation::model_contradicts_profile(load_profile(base + model_section, "model.yaml"));
}

bool says(const derivation::Contradictions& found, const std::string& words) {
  for (const auto& c : found)
    if (c.message.find(words) != std::string::npos) return true;
  return false;
}

constexpr const char* kHead =
    "model:\n  from: source\n  sources:\n    - {id: source, origin: source-document, document: The source brief}\n";

}  // namespace

TEST_CASE("BM112: facts no model can have together are contradictions", "[derive][model]") {
  const std::string head = kHead;
  CHECK(says(judged(head + "  experts: {routed: 288, per_token: 300}\n"), "300 experts per token, but the model has 288"));
  CHECK(says(judged(head + "  attention_heads: 32\n  kv_heads: 48\n"), "48 KV heads cannot serve 32 attention heads"));
  CHECK(says(judged(head + "  attention_heads: 32\n  kv_heads: 6\n"), "6 KV heads cannot serve 32"));
  CHECK(says(judged(head + "  layers: 46\n  experts: {routed: 288, first_dense_layers: 50}\n"),
             "50 first dense layers in a model of 46 layers"));
  CHECK(says(judged(head + "  parameters:\n    - {class: all, count: 100000}\n    - {class: routed-experts, count: 90000}\n"
                           "    - {class: dense, count: 20000}\n"),
             "the parameters of the classes listed up to 'dense' (110,000) exceed the model's 100,000"));
  CHECK(says(judged(head + "  stored:\n    - {class: all, bytes: 100 GB}\n    - {class: routed-experts, bytes: 120 GB}\n"),
             "exceed the model's"));
  // The disk plan's checkpoint is about 165 GB: about 84 GB of stored tensors is other files,
  // approximate or not (the prepared weights' size given as the checkpoint's).
  CHECK(says(judged(head + "  stored:\n    - {class: all, bytes: about 84 GB}\n"), "differ from the disk plan's 'checkpoint'"));
  CHECK(says(judged(head + "  stored:\n    - {class: all, bytes: 84000000000}\n"), "differ from the disk plan's 'checkpoint'"));
  CHECK(says(judged(head + "  mtp_layers: 0\n", "mtp"), "serving.speculative is mtp, but the model has no MTP layers"));
  CHECK(says(judged(head + "  mtp_layers: not-present\n", "mtp"), "no MTP layers"));
}

TEST_CASE("BM112: the same facts in proportions a model has are not contradictions", "[derive][model]") {
  const std::string head = kHead;
  CHECK(judged(head + "  experts: {routed: 288, per_token: 8}\n").empty());
  CHECK(judged(head + "  attention_heads: 32\n  kv_heads: 8\n").empty());
  CHECK(judged(head + "  attention_heads: 32\n  kv_heads: 32\n").empty());  // plain multi-head attention
  CHECK(judged(head + "  attention_heads: 32\n  kv_heads: unknown\n").empty());
  CHECK(judged(head + "  layers: 46\n  experts: {routed: 288, first_dense_layers: 1}\n").empty());
  CHECK(judged(head + "  parameters:\n    - {class: all, count: 100000}\n    - {class: routed-experts, count: 90000}\n"
                      "    - {class: dense, count: 10000}\n")
            .empty());
  // About 160 GB in all and 163 GB of experts: within the stated precision, not a contradiction
  // (and about 160 GB of tensors fits the base's about 165 GB checkpoint on disk).
  CHECK(judged(head + "  stored:\n    - {class: all, bytes: about 160 GB}\n    - {class: routed-experts, bytes: 163 GB}\n")
            .empty());
  // About 160 GB of tensors in about 165 GB of files: within the precision either is given at.
  CHECK(judged(head + "  stored:\n    - {class: all, bytes: about 160 GB}\n").empty());
  CHECK(judged(head + "  mtp_layers: 1\n", "mtp").empty());
  // No MTP speculation is no contradiction of mtp_layers: 0 (the base's prose, which documents
  // an MTP-only mode, is the other relation below).
  CHECK(!says(judged(head + "  mtp_layers: 0\n", "none"), "serving.speculative"));
}

TEST_CASE("BM112: MTP layers declared absent while the profile's own text speaks of the model's MTP", "[derive][model]") {
  const std::string head = kHead;
  // The base's drafter row and license note document an MTP-only mode ("uses MTP only").
  const auto found = judged(head + "  mtp_layers: not-present\n");
  CHECK(says(found, "model.mtp_layers says the model has no MTP layers"));
  CHECK(found.size() == 2);  // at mtp_layers and at the text
  CHECK(says(judged(head + "  mtp_layers: 0\n"), "speaks of its MTP"));
  CHECK(!says(judged(head + "  mtp_layers: 1\n"), "speaks of its MTP"));
  CHECK(!says(judged(head + "  mtp_layers: unknown\n"), "speaks of its MTP"));
}

namespace {
derivation::Contradictions measured_judged(const std::string& model_section) {
  const std::string base = test::read_file(test::source_path("tests/rules/base.yaml"));
  return derivation::measured_without_header(load_profile(base + model_section, "model.yaml"));
}
}  // namespace

TEST_CASE("BV803: a stored class's note that says its figure was read from the headers", "[derive][model]") {
  const std::string head = kHead;
  // A document's figure said read from the safetensors headers: relabelled measured.
  CHECK(says(measured_judged(head + "  stored:\n    - {class: all, bits_per_weight: 4, note: \"Read from the safetensors "
                                    "headers: 4 bits for every class.\"}\n"),
             "says it was read from the checkpoint's headers"));
  CHECK(says(measured_judged(head + "  stored:\n    - {class: all, bits_per_weight: 4, note: Taken from brief inspect.}\n"),
             "source document with no header_sha256"));
  // Where it comes from, said plainly; a header read denied or supposed; a measured source
  // with its hash.
  CHECK(measured_judged(head + "  stored:\n    - {class: all, bits_per_weight: 4, note: From the checkpoint's name (4bpw).}\n")
            .empty());
  CHECK(measured_judged(head + "  stored:\n    - {class: all, bits_per_weight: 4, note: Not read from the headers.}\n")
            .empty());
  CHECK(measured_judged(head + "  stored:\n    - {class: all, bits_per_weight: 4, note: The headers could confirm it.}\n")
            .empty());
  CHECK(measured_judged("model:\n  from: inspect\n  sources:\n    - {id: inspect, origin: measured, header_sha256: "
                        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef}\n"
                        "  stored:\n    - {class: all, bits_per_weight: 4, note: Read from the safetensors headers.}\n")
            .empty());
}
