#pragma once
// `brief inspect PATH`: every header of a checkpoint folder or file, checked, summed and
// classified. The numbers are computed here once; the formats (inspect/report_format.h)
// only print them.
#include <optional>
#include <string>
#include <vector>

#include "brief/profile.h"
#include "inspect/config_reader.h"
#include "inspect/tensors.h"

namespace brief::inspect {

struct DtypeTotal {
  std::string dtype;
  uint64_t tensors = 0, elements = 0, bytes = 0;
};

struct ClassTotal {
  ComponentClass cls = ComponentClass::unclassified;
  uint64_t tensors = 0, bytes = 0;
};

struct LicenseFacts {
  std::string card_license, card_license_name, card_license_link;  // README.md front matter
  std::string gguf_license, gguf_license_name, gguf_license_link;  // general.license*
  std::vector<std::string> license_files;                          // LICENSE, LICENSE.md ... present
};

struct Inspection {
  std::string root;                      // as given
  std::vector<CheckpointFile> files;     // sorted by path
  uint64_t file_bytes = 0;               // sum of file sizes
  uint64_t tensor_bytes = 0;             // sum of tensor spans
  uint64_t header_bytes = 0;             // headers and length prefixes
  uint64_t padding_bytes = 0;            // alignment padding (GGUF)
  std::vector<DtypeTotal> dtypes;        // by dtype name
  std::vector<ClassTotal> classes;       // every class with a tensor; sums to tensor_bytes
  std::vector<std::string> unclassified; // every unclassified tensor name, never dropped
  std::string header_sha256;             // of the files' header hashes, in path order; empty: no files
  std::optional<ConfigFacts> config;
  Model model;                           // facts measured here (and from config.json)
  LicenseFacts license;
  std::vector<std::string> notes;        // stale index, split set found, ...
  // Why the files are not the whole checkpoint (a shard of a set missing, an index total
  // beyond the headers, config layers with no tensors). Non-empty: the measured bytes are a
  // lower bound, and no `all` stored class is written.
  std::vector<std::string> partial;
};

// Inspects a folder (every *.safetensors / *.gguf, the index, config.json, README.md,
// LICENSE*) or one file. Throws InspectError (located) on the first malformed header.
Inspection inspect_path(const std::string& path);

}  // namespace brief::inspect
