#pragma once
// The typed model of a deployment profile (format brief/v1). It holds source facts only;
// every generic caveat is derived later (derive.h). No YAML type appears here.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "brief/bytes.h"
#include "brief/decimal.h"
#include "brief/location.h"

namespace brief {

using Text = Located<std::string>;
using TextList = std::vector<Text>;

// An integer a source may not have published: known, or unknown with why.
struct Count {
  std::optional<int64_t> value;  // nullopt: unknown
  std::string why;
  bool known() const { return value.has_value(); }
};

// A revision a profile refers to: a full 40-hex pin, or explicitly unset / unknown.
struct Revision {
  enum class State { pinned, unset, unknown };
  State state = State::unknown;
  std::string hash;  // 40 hex when pinned
  std::string why;
};

struct Provenance {
  Text kind;              // "community", "vendor", "maintainer" ...
  Text reporter;          // who reported the observations ("maintainer")
  Located<bool> reproduced;  // false: source reported, not reproduced by the catalog
};

struct HardwareRef {
  Text id;                     // id of a profiles/hardware/ entry
  Located<int64_t> nodes;
  Located<bool> matches_pin;   // the hardware is the one the pinned source ran on
};

struct Parallelism {
  Located<Count> tp, pp, ep;
};

// Where rows can live. A unified pool is one residence for CPU and GPU.
enum class ResidenceKind { unified_pool, gpu_pool, cpu_pool, local_disk };
struct Residence {
  Text id;                   // "uma"
  Text name;                 // "UMA"
  Located<ResidenceKind> kind;
  Text note;                 // the source's words
  Loc loc;
};

// What a component row is, which decides how it may be counted.
enum class ComponentRole {
  file_ledger,        // files on disk; not a residence
  main_weights,       // the checkpoint as loaded
  subcomponent,       // part of the main weights (routed experts, dense, vision); overlaps them
  separate_resident,  // its own download, resident beside the weights (drafter)
  runtime,            // allocated at run time (KV cache, workspace, recurrent state)
  not_present,        // the recipe has no such component
};

// How a row is spread over ranks.
enum class Sharding { unknown, replicated, split_across_ranks, rank0 };

enum class Access {
  none, resident_matmul, sparse_routed_matmul, attention_cache, runtime_scratch, recurrent_state
};

struct Component {
  Text id;                    // "routed-experts"
  Text name;                  // "Routed experts"
  Located<ComponentRole> role;
  Text overlaps;              // id of the row this one overlaps (subcomponent -> main weights)
  Text residence;             // id of a Residence; empty for ledgers and absent rows
  Located<Sharding> sharding;
  Text placement;             // the source's words on where it lives
  Located<Access> access;
  Located<Bytes> file_size;
  Located<Bytes> per_rank;    // per-rank storage
  Located<Bytes> resident;    // resident bytes
  Text evidence;              // what the source says about this row
  Text gap;                   // what the source did not publish ("Exact file bytes were not printed.")
  TextList notes;             // further sentences of the source on this row
  Loc loc;
};

enum class LicenseRole { kit, engine, weights, drafter, dataset, other };
enum class CommercialUse { allowed, restricted, unknown };

struct License {
  Text subject;               // "kit", "exl3-weights"
  Located<LicenseRole> role;
  Text target;                // what it licenses: "jayleaton/glm53-tensorfold-spark"
  Text name;                  // full name as written; empty when unread
  Text spdx;                  // SPDX id; empty when unknown
  Text license_ref;           // a non-SPDX license key ("llama3.1", "gemma", "openrail-m")
  Located<bool> text_read;    // false: the license text was not read; nothing may be assumed
  Located<CommercialUse> commercial;
  Text credited_by;           // "LimeChain": who named this license
  Text revision;              // the pinned revision the license applies to, if any
  TextList notes;
  Loc loc;
};

enum class PinRole { checkpoint, runtime, drafter, official, source, other };
struct Pin {
  Text id;                    // "checkpoint"
  Located<PinRole> role;
  Text repo;                  // "brandonmusic/GLM-5.3-Flash-tr3-4bpw"
  Located<Revision> revision;
  Text scope;                 // "Official parameter scope only. Not this EXL3 revision."
  Text note;
  Loc loc;
};

// A build the source names by a short hash that is not a pin (e.g. an earlier kit build).
struct Build {
  Text id;                    // "80dba15"
  Text of;                    // id of the pin it is a build of ("runtime")
  Text note;
  Loc loc;
};

struct Hashes {
  Located<Revision> weight_pin;   // state unset when the source did not pin weights
  Located<Revision> manifest;     // state unknown when no manifest was published
  Text runtime_profile;           // "plus the LimeChain C8 profile"
  Text runtime_not;               // "Not Mia TensorFold v0.6.0 with 53 patches."
};

struct OfficialConfig {
  Text snapshot_pin;          // id of the Pin holding the official snapshot
  Located<Count> routed_experts;
  Located<Count> per_rank_experts;
  Located<Count> parameters;
  Located<Bytes> checkpoint_file;
  TextList not_counts;        // figures the parameter count is not ("a 169B FP4 count")
  TextList notes;
};

struct Serving {
  Located<Count> slots;
  Text slots_label;           // "C8"
  Located<Count> context_per_request;
  Text admission;             // "LimeChain's C8 admission settings"
  Text readiness_gate;        // the README's gate before READY
  Text kv_cache_dtype;        // "bf16", "fp8", "q8_0"; empty when the source does not say
  Text state_dtype;           // state of linear-attention layers ("bf16"; vLLM mamba_cache_dtype)
  Text temporal_state_dtype;  // their temporal (SSM) state when kept apart ("fp32"; mamba_ssm_cache_dtype)
  Text engine;                // the serving runtime whose KV reservation bounds the KV term: "vllm", "llama.cpp", "sglang"
  Text speculative;           // speculative decoding: "none", "mtp" (the model's own MTP layers), "draft-model"
  Located<Count> block_size;              // the engine's KV block in tokens (vLLM --block-size)
  Located<Count> max_num_batched_tokens;  // tokens one scheduler step may take (vLLM --max-num-batched-tokens)
  TextList notes;
};

struct DiskItem {
  Text what;
  Located<Bytes> size;
  Text note;
  Loc loc;
};

enum class Direction { higher_is_better, lower_is_better };

struct Arm {
  Text id;
  Text label;                 // "vLLM Mia EXL3 kit"
  Located<bool> subject;      // true for the arm that is this profile
  Text runtime;
  Text quantization;          // "EXL3 4bpw", "NVFP4"
  Text build;                 // short hash of the build measured, if stated
  TextList notes;
  Loc loc;
};

struct Cell {
  Text arm;                   // Arm id
  Located<Decimal> value;
  Loc loc;
};

struct Observation {
  Text id;
  Text metric;                // "C1 short decode"
  Text unit;                  // "tok/s", "s"
  Located<Direction> direction;
  Located<Count> concurrency;
  Text prompt;                // "short", "cold ~23K"
  Text aggregation;           // "aggregate", "per stream", "slowest first token"
  Located<int64_t> runs;
  Text build;                 // build measured on, when it is not the pinned runtime
  std::vector<Cell> cells;    // may be empty when the source gives no values
  TextList notes;
  Loc loc;
};

struct Bakeoff {
  Text date;                  // "2026-09-30"
  Text temperature;           // "0"
  Text setup;                 // "one pair of Sparks"
  Located<int64_t> runs_per_arm;
  Located<Decimal> noise_percent;  // differences under this are noise, by the source
  Text reporter;              // whose observations these are
  std::vector<Arm> arms;
  std::vector<Observation> observations;
  TextList notes;
};

struct Step {
  Text text;
  Text covers;                // what it settles: "license:exl3-weights", "pin:checkpoint"
  Loc loc;
};

struct ProfileRef {
  Text id;
  Located<bool> external;     // declared outside this catalog
  Text why;
  Loc loc;
};

struct SourceRef {
  Text title;
  Text pin;                   // id of a Pin
  Text note;
  Loc loc;
};

struct Claims {
  Located<bool> commercial_recommendation;
  Located<bool> memory_fit;
  Located<bool> deployment_done;
  Located<bool> runtime_claimed;
};

// A run by this catalog itself (not by the source): what backs provenance.reproduced,
// claims.deployment_done and claims.runtime_claimed. Without one, those claims are errors.
enum class CatalogRunKind { reproduction, deployment, runtime_measurement };
struct CatalogRun {
  Located<CatalogRunKind> kind;
  Text by;                    // who ran it (a person or team of this catalog)
  Text date;                  // YYYY-MM-DD
  TextList pins;              // ids of the pins it ran on (checkpoint and runtime at least)
  Located<int64_t> nodes;     // how many nodes it ran on, when it says
  Text what;                  // what was run or measured
  Text note;
  Loc loc;
};

// An inline `# brief: ignore[CODE] reason` comment.
struct Suppression {
  std::string code;
  std::string reason;
  Loc loc;                    // where the comment is
  uint32_t applies_to_line = 0;  // the line it covers (its own, or the next non-comment line)
  // The last line it covers: applies_to_line, or, when that line opens a block scalar
  // ("summary: >-"), the block's last line, since a comment cannot stand inside the block.
  uint32_t applies_through_line = 0;
};


// --- model facts (the `model:` section) ------------------------------------------------
// Architecture facts a calculator needs. Each fact is known, unknown or not present, and
// says where it came from: the profile's source document, a config file at a pinned
// revision, or measured from checkpoint files by `brief inspect`.

enum class FactOrigin { source_document, config, measured };

// Where facts came from. Facts name one of these by id (`from:`), else the section's default.
struct FactSource {
  Text id;                      // "source", "config", "inspect"
  Located<FactOrigin> origin;
  Text document;                // the source's title or the file ("config.json")
  Text revision;                // the pinned revision of a config file, when there is one
  Text header_sha256;           // measured: hash of the header bytes that were read
  // A source document's own words that state the facts taken from it ("Official config still
  // lists 288 routed experts."): what a reviewer checks a transcribed fact against.
  TextList quotes;
  Loc loc;
};

// An integer architecture fact: known, unknown (with why) or not present (a dense model has
// no routed experts), and the id of its FactSource.
struct ModelFact {
  Count count;                  // known or unknown
  bool not_present = false;
  Text from;                    // FactSource id; empty: the section's default
  bool known() const { return !not_present && count.known(); }
  int64_t value() const { return *count.value; }
};

// A named architecture fact (the model's dtype, `bfloat16`): known, unknown (with why) or not
// present, and the id of its FactSource, as ModelFact is for integers. A name, not a count:
// what it means (a dtype's width) is derived where it is used.
struct ModelName {
  std::optional<std::string> value;  // nullopt: unknown
  std::string why;
  bool not_present = false;
  Text from;                          // FactSource id; empty: the section's default
  bool known() const { return !not_present && value.has_value(); }
};

// feed_forward: a layer of a hybrid that keeps no cache at all (Nemotron-H's MLP and MoE
// layers), so that every layer still belongs to exactly one group.
enum class LayerKind { full_attention, sliding_window, mla, linear_attention, feed_forward };
enum class LinearKind { gated_deltanet, kda, mamba2, mamba, lightning };

// A run of layers of one kind. Attention shapes fall back to the model's when absent here.
// Linear attention keeps a fixed state per sequence, sized from these shapes (Mamba2:
// value_heads = heads, value_head_dim = head_dim, key_heads = groups, key_head_dim = state;
// Mamba v1: value_heads = the inner size, key_head_dim = state; lightning attention:
// value_heads = heads, value_head_dim = head_dim; docs/calculator.md has each formula).
struct LayerGroup {
  Located<LayerKind> kind;
  Located<int64_t> count;       // layers of this kind
  Located<ModelFact> kv_heads;  // full attention / sliding window
  Located<ModelFact> head_dim;
  Located<ModelFact> window;    // sliding window: tokens kept
  Located<ModelFact> kv_lora_rank;      // MLA
  Located<ModelFact> qk_rope_head_dim;  // MLA
  Located<ModelFact> index_head_dim;    // MLA with DeepSeek-V3.2's lightning indexer: its key size
  Located<LinearKind> linear;           // linear attention
  Located<ModelFact> key_heads, value_heads, key_head_dim, value_head_dim, conv_kernel;
  Loc loc;
};

// A class of tensors, as inspect classifies them and as parameter counts are split.
enum class ComponentClass {
  all, routed_experts, shared_experts, dense, embeddings, lm_head, vision, mtp, norms, unclassified
};

// What one class of tensors takes in storage: bits per weight (a label such as the
// checkpoint's "4bpw"), or exact bytes (measured).
struct StoredClass {
  Located<ComponentClass> cls;
  Located<Decimal> bits_per_weight;
  Located<Bytes> bytes;
  Text from;
  Text note;
  Loc loc;
};

struct ParameterCount {
  Located<ComponentClass> cls;
  Located<ModelFact> count;
  Loc loc;
};

struct Model {
  bool present = false;               // the profile has a model: section
  Loc loc;
  Text from;                          // default FactSource id of every fact
  std::vector<FactSource> sources;
  Text architecture;                  // "deepseek_v3"; empty when unknown
  Text checkpoint;                    // "brandonmusic/GLM-5.3-Flash-tr3-4bpw"
  std::vector<ParameterCount> parameters;  // class all = the total
  Located<ModelFact> layers;          // total layer count
  std::vector<LayerGroup> layer_groups;    // empty: the layout is unknown
  Text layout_unknown;                // why the layout is unknown, in the source's words
  Located<ModelFact> attention_heads, kv_heads, head_dim, vocab;
  Located<ModelFact> routed_experts, experts_per_token, shared_experts, first_dense_layers;
  Located<ModelFact> max_position_embeddings;  // the longest context the model is configured for
  Located<ModelFact> mtp_layers;               // next-token-prediction layers (num_nextn_predict_layers)
  // The dtype the model's weights and activations are in (config.json torch_dtype, or dtype in
  // newer transformers): vLLM's KV cache dtype `auto` keeps the cache in it.
  Located<ModelName> dtype;
  std::vector<StoredClass> stored;
  // Why the stored bytes are not the whole checkpoint's (a shard missing, an index total past
  // the headers, config layers with no tensors; brief inspect writes them): non-empty, the
  // weights are only a lower bound, and the calculator never says fits on them.
  TextList partial;
  TextList notes;
};

struct Profile {
  std::string path;           // as given, or built_in_path() of an embedded file
  Text format;                // "brief/v1"
  Text id;
  Text title;
  Text subtitle;
  Text summary;
  Provenance provenance;
  HardwareRef hardware;
  Parallelism parallelism;
  Text recipe;                // "as-pinned"
  std::vector<Residence> residences;
  std::vector<Component> components;
  std::vector<License> licenses;
  std::vector<Pin> pins;
  std::vector<Build> builds;
  Hashes hashes;
  std::vector<SourceRef> sources;
  OfficialConfig official;
  Serving serving;
  std::vector<DiskItem> disk;
  TextList disk_notes;
  Bakeoff bakeoff;
  std::vector<Step> preflight;
  TextList validation;
  TextList rollback;
  std::vector<ProfileRef> do_not_blend;
  std::vector<CatalogRun> catalog_runs;
  Claims claims;
  Model model;                // architecture facts for the calculator; present=false when absent
  std::vector<Suppression> suppressions;
  // The why of every `{unknown: "why"}` and `{unset: "why"}`, located: prose a reader sees
  // beside the fact, so a claim written there is read like any other sentence.
  TextList unknown_reasons;
};

// A hardware catalog entry (profiles/hardware/<id>.yaml). Pools are per node.
enum class PoolKind { unified, gpu, cpu };
struct MemoryPool {
  Text id;                    // "uma"
  Located<PoolKind> kind;
  Text kind_placeholder;      // a scaffold's "FILL IN: ..." where the kind goes (BC701 reports it)
  Located<Bytes> nominal;     // 128 GB
  Text nominal_source;
  Located<Bytes> usable;      // about 121.6 GiB seen by the OS
  Text usable_source;
  Text bandwidth;             // "273 GB/s"
  Loc loc;
};

struct Hardware {
  std::string path;
  Text format;
  Text id;
  Text name;
  Located<int64_t> accelerators_per_node;
  Located<int64_t> max_nodes;
  std::vector<MemoryPool> pools;  // of one node
  Text interconnect;
  TextList sources;
  TextList notes;
  std::vector<Suppression> suppressions;
  TextList unknown_reasons;   // as Profile::unknown_reasons
};

}  // namespace brief
