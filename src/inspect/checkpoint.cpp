#include "inspect/checkpoint.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include <fmt/format.h>

#include "brief/opened_input.h"
#include "brief/output.h"
#include "inspect/classify.h"
#include "model/names.h"
#include "inspect/count_bounds.h"
#include "inspect/error.h"
#include "inspect/file_bytes.h"
#include "inspect/gguf_reader.h"
#include "inspect/json_guard.h"
#include "inspect/model_card.h"
#include "inspect/safetensors_reader.h"
#include "model/sha256.h"

namespace brief::inspect {
namespace fs = std::filesystem;
namespace {

constexpr uint64_t kMaxSideFile = 64ull << 20;  // config.json, index, README: a few MB at most

std::string read_small(const std::string& path) {
  const FileBytes f(path);
  if (f.size() > kMaxSideFile) throw InspectError::about_file(path, fmt::format("{} bytes is too large for this file", f.size()));
  return f.read(0, f.size());
}

bool ends_with(const std::string& s, std::string_view suffix) { return s.size() >= suffix.size() && s.ends_with(suffix); }

// The names of a model folder that inspect opens (LICENSE files are only listed).
bool is_read_here(const std::string& name) {
  return ends_with(name, ".safetensors") || ends_with(name, ".gguf") || name == "model.safetensors.index.json" ||
         name == "config.json" || name == "README.md";
}

// A shard, index, config or card that is a link out of the model folder is refused, never
// read: its first bytes would land in the report or an error ("header length ...").
void refuse_link_out(const fs::directory_entry& e, const fs::path& real_root) {
  std::error_code ec;
  if (!e.is_symlink(ec)) return;
  const fs::path target = fs::canonical(e.path(), ec);
  if (ec) throw InspectError::about_file(e.path().string(), "a broken symbolic link", "restore its target or remove it");
  const bool inside = std::mismatch(real_root.begin(), real_root.end(), target.begin(), target.end()).first == real_root.end();
  // A Hugging Face cache snapshot (models--X/snapshots/REV/f -> ../../blobs/HASH) keeps
  // every file in the repository's own blobs folder: that one place is part of the model.
  const bool hub_blob = real_root.parent_path().filename() == "snapshots" &&
                        target.parent_path() == real_root.parent_path().parent_path() / "blobs";
  if (!inside && !hub_blob)
    throw InspectError::about_file(e.path().string(), "a symbolic link out of the model folder; not read",
                                   "copy the file into the folder, or inspect the file it names directly");
}

// model.safetensors.index.json: every weight_map file exists and holds its tensors; total_size
// is compared with the headers (stale indexes exist: a note, not an error).
void check_index(const std::string& path, Inspection& ins, std::vector<std::string>& notes) {
  const std::string text = read_small(path);
  const auto j = parse_json(text, path, 0, 16);
  const auto wm = j.find("weight_map");
  if (!j.is_object() || wm == j.end() || !wm->is_object())
    throw InspectError(path, 0, "the index has no weight_map object");
  std::map<std::string, const CheckpointFile*> by_name;
  for (const auto& f : ins.files) by_name[fs::path(f.path).filename().string()] = &f;
  std::map<std::string, std::string> tensor_file;
  for (const auto& f : ins.files)
    for (const auto& t : f.tensors) tensor_file[t.name] = fs::path(f.path).filename().string();
  for (const auto& [tensor, file] : wm->items()) {
    if (!file.is_string()) throw InspectError(path, 0, fmt::format("weight_map entry '{}' is not a file name", tensor));
    const std::string name = file.get<std::string>();
    if (!by_name.count(name))
      throw InspectError(path, text.find(name), fmt::format("weight_map names '{}', which does not exist", name),
                         "download every shard the index lists");
    const auto it = tensor_file.find(tensor);
    if (it == tensor_file.end() || it->second != name)
      throw InspectError(path, text.find(tensor),
                         fmt::format("weight_map puts '{}' in {}, its header is {}", tensor, name,
                                     it == tensor_file.end() ? std::string("in no file") : "in " + it->second));
  }
  if (wm->size() != tensor_file.size())
    notes.push_back(fmt::format("the index maps {} tensors, the headers hold {}", wm->size(), tensor_file.size()));
  const auto meta = j.find("metadata");
  if (meta != j.end() && meta->is_object() && meta->contains("total_size") && (*meta)["total_size"].is_number_unsigned()) {
    const uint64_t total = (*meta)["total_size"].get<uint64_t>();
    if (total > ins.tensor_bytes)
      ins.partial.push_back(fmt::format("the index's metadata.total_size is {} B, but the headers here hold {} tensor "
                                        "bytes: shards may be missing",
                                        total, ins.tensor_bytes));
    else if (total != ins.tensor_bytes)
      notes.push_back(fmt::format("stale index: metadata.total_size is {}, the headers sum to {} tensor bytes", total,
                                  ins.tensor_bytes));
    else
      notes.push_back(fmt::format("index total_size {} matches the headers", total));
  }
}

// Split GGUF sets: name-0000N-of-0000M.gguf, every part present, split.count agreeing.
void check_splits(const Inspection& ins, std::vector<std::string>& notes) {
  static const std::regex part(R"((.*)-(\d{5})-of-(\d{5})\.gguf$)");
  std::map<std::string, std::pair<int, std::set<int>>> sets;
  for (const auto& f : ins.files) {
    std::smatch m;
    const std::string name = fs::path(f.path).filename().string();
    if (f.format != "gguf" || !std::regex_match(name, m, part)) continue;
    auto& s = sets[m[1]];
    s.first = std::stoi(m[3]);
    s.second.insert(std::stoi(m[2]));
    const auto count = f.metadata.find("split.count");
    if (count != f.metadata.end() && count->second != std::to_string(s.first))
      throw InspectError(f.path, 0, fmt::format("split.count is {}, the file name says {}", count->second, s.first));
  }
  for (const auto& [prefix, s] : sets) {
    for (int i = 1; i <= s.first; ++i)
      if (!s.second.count(i))
        throw InspectError::about_file(fmt::format("{}-{:05}-of-{:05}.gguf", prefix, i, s.first), "this part of a split GGUF set is missing",
                           "download every part of the set");
    notes.push_back(fmt::format("split GGUF set {}: {} parts, all present", fs::path(prefix).filename().string(), s.first));
  }
}

// Sharded safetensors: name-0000N-of-0000M.safetensors with some part absent is part of a
// checkpoint, not a whole one.
void check_shards(Inspection& ins) {
  static const std::regex part(R"((.*)-(\d{5})-of-(\d{5})\.safetensors$)");
  std::map<std::string, std::pair<int, std::set<int>>> sets;
  for (const auto& f : ins.files) {
    std::smatch m;
    const std::string name = fs::path(f.path).filename().string();
    if (!std::regex_match(name, m, part)) continue;
    auto& s = sets[m[1]];
    s.first = std::stoi(m[3]);
    s.second.insert(std::stoi(m[2]));
  }
  for (const auto& [prefix, s] : sets)
    if (static_cast<int>(s.second.size()) < s.first)
      ins.partial.push_back(fmt::format("{} of the {} shards of {} are here", s.second.size(), s.first,
                                        fs::path(prefix).filename().string()));
}

// The highest layer index a tensor name carries ("model.layers.61.", "blk.31.", "h.3."), or
// -1. Plain scanning, not std::regex: checkpoints have ~10^5 tensor names.
int64_t highest_layer(const std::vector<CheckpointFile>& files) {
  int64_t top = -1;
  for (const auto& f : files)
    for (const auto& t : f.tensors) {
      const std::string& n = t.name;
      for (std::string_view key : {"layers.", "blk.", "h."}) {
        const std::size_t at = n.find(key);
        if (at == std::string::npos || (at > 0 && n[at - 1] != '.')) continue;
        std::size_t i = at + key.size(), digits = 0;
        int64_t v = 0;
        while (i < n.size() && digits < 7 && n[i] >= '0' && n[i] <= '9') v = v * 10 + (n[i++] - '0'), ++digits;
        if (digits > 0 && i < n.size() && n[i] == '.') top = std::max(top, v);
        break;
      }
    }
  return top;
}

void summarize(Inspection& ins) {
  std::map<std::string, DtypeTotal> dtypes;
  std::map<ComponentClass, ClassTotal> classes;
  std::optional<int64_t> layers;
  if (ins.config && ins.config->model.layers.value.known()) layers = ins.config->model.layers.value.value();
  Sha256 all;
  for (const auto& f : ins.files) {
    ins.file_bytes += f.file_size;
    ins.header_bytes += f.header_bytes;
    ins.padding_bytes += f.padding_bytes;
    all.update(f.header_sha256);
    for (const auto& t : f.tensors) {
      ins.tensor_bytes += t.bytes();
      auto& d = dtypes[t.dtype];
      d.dtype = t.dtype;
      d.tensors++, d.elements += t.elements, d.bytes += t.bytes();
      const ComponentClass cls = classify_tensor(t.name, f.format == "gguf", layers);
      auto& c = classes[cls];
      c.cls = cls;
      c.tensors++, c.bytes += t.bytes();
      if (cls == ComponentClass::unclassified) ins.unclassified.push_back(t.name);
    }
  }
  for (auto& [k, v] : dtypes) ins.dtypes.push_back(v);
  for (auto& [k, v] : classes) ins.classes.push_back(v);
  // No weight file, no header: the SHA-256 of nothing (e3b0c442...) would name headers that
  // were never read.
  if (!ins.files.empty()) ins.header_sha256 = all.hex();
}

Located<ModelFact> measured(int64_t v) {
  Located<ModelFact> f;
  f.value.count.value = v;
  f.value.from.value = "inspect";
  f.present = true;
  return f;
}

// Facts the GGUF metadata states ({arch}.block_count ...), when there is no config.json,
// each as llama.cpp reads it (src/llama-model.cpp, load_hparams).
void gguf_facts(const CheckpointFile& f, Model& m, std::vector<std::string>& notes) {
  const auto arch = f.metadata.find("general.architecture");
  if (arch == f.metadata.end()) return;
  m.architecture.value = arch->second;
  // The bounds config.json's counts have (inspect/count_bounds.h), located at the key.
  // zero_word: what a 0 of this key would fail to be ("layer count"), refused at the key in
  // the words the profile loader and config.json's reader use; empty where 0 is a count.
  auto number = [&](const std::string& key, std::string_view zero_word = {}) -> std::optional<int64_t> {
    const std::string name = arch->second + "." + key;
    const auto it = f.metadata.find(name);
    if (it == f.metadata.end()) return std::nullopt;
    const std::string& text = it->second;
    const int64_t bound = key.ends_with("block_count") ? kMaxLayers : kMaxCount;
    const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
    const bool negative = text.size() > 1 && text[0] == '-' && text.find_first_not_of("0123456789", 1) == std::string::npos;
    if (!digits && !negative) return std::nullopt;  // a float or a string: not this fact
    const auto at = f.key_offsets.count(name) ? f.key_offsets.at(name) : InspectError::kWholeFile;
    if (negative) throw InspectError(f.path, at, fmt::format("'{}': {} is negative", name, text));
    if (text.size() > 18 || std::stoll(text) > bound)
      throw InspectError(f.path, at, fmt::format("'{}': {} is more than {} (no model has that many)", name, text, bound),
                         "a count this large is malformed or hostile");
    const int64_t v = std::stoll(text);
    // A 0 would divide by zero or size every cache at 0 bytes: refused, never computed with.
    if (v == 0 && !zero_word.empty())
      throw InspectError(f.path, at, fmt::format("'{} = 0' is not a {}", name, zero_word),
                         fmt::format("a model's {} is at least 1; a profile's model section refuses 0 the same way", name));
    return v;
  };
  auto get = [&](const std::string& key, Located<ModelFact>& out, std::string_view zero_word = {}) {
    if (const auto v = number(key, zero_word)) out = measured(*v);
  };
  get("block_count", m.layers, brief::zero_is_not(&Model::layers));
  get("attention.head_count", m.attention_heads, brief::zero_is_not(&Model::attention_heads));
  get("attention.head_count_kv", m.kv_heads, brief::zero_is_not(&Model::kv_heads));
  get("attention.key_length", m.head_dim, brief::zero_is_not(&Model::head_dim));
  // llama.cpp: n_embd_head_k = n_embd / n_head when attention.key_length is absent.
  if (!m.head_dim.present || !m.head_dim.value.known())
    if (const auto embd = number("embedding_length", "hidden size"); embd && m.attention_heads.value.known() &&
                                                      m.attention_heads.value.value() > 0 &&
                                                      *embd % m.attention_heads.value.value() == 0) {
      m.head_dim = measured(*embd / m.attention_heads.value.value());
      m.head_dim.value.from.value = "derived";
      FactSource derived;
      derived.id.value = "derived";
      derived.origin.value = FactOrigin::measured;
      derived.document.value = "derived from the GGUF metadata: head_dim = embedding_length / attention.head_count";
      m.sources.push_back(derived);
      notes.push_back("head_dim = embedding_length / attention.head_count (as llama.cpp derives it)");
    }
  // llama.cpp reads expert_count with a default of 0: a file without it is dense.
  if (const auto experts = number("expert_count")) {
    m.routed_experts = measured(*experts);
    get("expert_used_count", m.experts_per_token);
    get("expert_shared_count", m.shared_experts);
  } else {
    for (auto* fact : {&m.routed_experts, &m.experts_per_token, &m.shared_experts}) {
      fact->value = ModelFact{};
      fact->value.not_present = true;
      fact->present = true;
    }
  }
  get("leading_dense_block_count", m.first_dense_layers);
  if (const auto it = f.array_lengths.find("tokenizer.ggml.tokens"); it != f.array_lengths.end())
    m.vocab = measured(static_cast<int64_t>(it->second));
  else
    for (const auto& t : f.tensors)  // token_embd is [n_embd, n_vocab] in ggml's order
      if (t.name == "token_embd.weight" && t.shape.size() == 2) m.vocab = measured(static_cast<int64_t>(t.shape[1]));
  // Plain llama-family files have one layer kind: full attention on every block (llama.cpp
  // sets no sliding window for these architectures).
  static const std::set<std::string> plain{"llama", "qwen2", "qwen3", "qwen2moe", "qwen3moe"};
  const bool windowed = f.metadata.count(arch->second + ".attention.sliding_window") > 0;
  if (plain.count(arch->second) && !windowed && m.layers.value.known()) {
    LayerGroup g;
    g.kind.value = LayerKind::full_attention;
    g.kind.present = true;
    g.count.value = m.layers.value.value();
    g.count.present = true;
    m.layer_groups.push_back(g);
    notes.push_back(fmt::format("{}: full attention on every block (llama.cpp's layout of this architecture)", arch->second));
    return;
  }
  m.layout_unknown.value = "GGUF metadata does not give every layer's kind; add config.json to the folder";
}

void measured_model(Inspection& ins) {
  Model& m = ins.model;
  if (ins.config) m = ins.config->model;
  m.present = true;
  if (!ins.config)
    for (const auto& f : ins.files)
      if (f.format == "gguf") {
        gguf_facts(f, m, ins.notes);
        break;
      }
  FactSource src;
  src.id.value = "inspect";
  src.origin.value = FactOrigin::measured;
  src.document.value = fs::path(ins.root).filename().string();
  src.header_sha256.value = ins.header_sha256;
  m.sources.push_back(src);
  // The whole checkpoint's measured bytes, when the files are the whole checkpoint: they win
  // over quantization_config's bits (kept on the same row as the label it is).
  if (!ins.files.empty() && ins.partial.empty()) {
    auto all = std::find_if(m.stored.begin(), m.stored.end(),
                            [](const StoredClass& s) { return s.cls.value == ComponentClass::all; });
    if (all == m.stored.end()) {
      StoredClass s;
      s.cls.value = ComponentClass::all;
      s.cls.present = true;
      m.stored.insert(m.stored.begin(), s);
      all = m.stored.begin();
    }
    all->bytes.value = Bytes::known(ins.tensor_bytes);
    all->bytes.present = true;
    all->from.value = "inspect";
  }
  // Bytes, not parameters: packed quantized storage undercounts weights.
  for (const auto& c : ins.classes) {
    StoredClass s;
    s.cls.value = c.cls;
    s.cls.present = true;
    s.bytes.value = Bytes::known(c.bytes);
    s.bytes.present = true;
    s.from.value = "inspect";
    m.stored.push_back(s);
  }
}

}  // namespace

Inspection inspect_path(const std::string& path) {
  Inspection ins;
  ins.root = path;
  std::error_code ec;
  const fs::file_status st = fs::status(path, ec);
  if (ec == std::errc::filename_too_long)
    throw InspectError::about_file(path, "cannot read: the path is too long (File name too long)", kPathTooLongHint);
  if (ec || !fs::exists(st)) throw InspectError::about_file(path, "no such file or folder",
                                                            "give a model folder, a .safetensors or .gguf file, or a config.json");
  std::vector<std::string> weights;
  std::string index, config, card;
  if (fs::is_directory(st)) {
    const fs::path real_root = fs::canonical(path, ec);
    for (const auto& e : fs::directory_iterator(path, ec)) {
      const std::string name = e.path().filename().string();
      const std::string p = e.path().string();
      if (is_read_here(name)) refuse_link_out(e, real_root);
      if (ends_with(name, ".safetensors") || ends_with(name, ".gguf")) weights.push_back(p);
      else if (name == "model.safetensors.index.json") index = p;
      else if (name == "config.json") config = p;
      else if (name == "README.md") card = p;
      else if (name.starts_with("LICENSE") || name.starts_with("LICENCE")) {
        ins.license.license_files.push_back(name);
        note_input_path(p);  // reported, so an output must not replace it (`-o m/LICENSE`)
      }
    }
    std::sort(weights.begin(), weights.end());
    std::sort(ins.license.license_files.begin(), ins.license.license_files.end());
  } else {
    weights.push_back(path);
  }
  if (weights.empty() && config.empty())
    throw InspectError::about_file(path, "no *.safetensors, *.gguf or config.json here", "point at a model folder or file");
  if (!config.empty()) ins.config = read_config(read_small(config), "config.json");
  for (const auto& w : weights)
    ins.files.push_back(ends_with(w, ".gguf") ? read_gguf(w) : read_safetensors(w));
  summarize(ins);
  check_splits(ins, ins.notes);
  check_shards(ins);
  if (ins.config && ins.config->model.layers.value.known() && !ins.files.empty()) {
    const int64_t top = highest_layer(ins.files);
    if (top >= 0 && top + 1 < ins.config->model.layers.value.value())
      ins.partial.push_back(fmt::format("config.json says {} layers, but tensors name layers 0..{} only",
                                        ins.config->model.layers.value.value(), top));
  }
  if (!index.empty()) check_index(index, ins, ins.notes);
  if (!card.empty()) read_card_license(read_small(card), ins.license);
  for (const auto& f : ins.files)
    if (f.format == "gguf") {
      auto meta = [&](const char* key) {
        const auto it = f.metadata.find(key);
        return it == f.metadata.end() ? std::string() : it->second;
      };
      ins.license.gguf_license = meta("general.license");
      ins.license.gguf_license_name = meta("general.license.name");
      ins.license.gguf_license_link = meta("general.license.link");
      break;
    }
  if (ins.config) ins.notes.insert(ins.notes.end(), ins.config->notes.begin(), ins.config->notes.end());
  measured_model(ins);
  return ins;
}

}  // namespace brief::inspect
