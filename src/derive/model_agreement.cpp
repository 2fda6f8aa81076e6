#include "derive/model_agreement.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>

#include "derive/other_recipes.h"
#include "derive/part_whole.h"
#include "derive/prose.h"
#include "derive/sentence.h"
#include "derive/wording.h"
#include "model/names.h"
#include "model/text.h"  // trim

namespace brief::derivation {

namespace {

std::string thousands(int64_t n) { return n < 0 ? std::to_string(n) : group_thousands(static_cast<uint64_t>(n)); }

const ParameterCount* total_parameters(const Model& model) {
  for (const auto& p : model.parameters)
    if (p.cls.value == ComponentClass::all) return &p;
  return nullptr;
}

const StoredClass* stored_all(const Model& model) {
  for (const auto& s : model.stored)
    if (s.cls.value == ComponentClass::all) return &s;
  return nullptr;
}



// Stored bytes count tensor data; a file also holds its header (safetensors' JSON, GGUF's
// metadata and vocabulary), so files are a little larger than their tensors, never smaller.
// Headers are bounded (the safetensors reader refuses one over 100 MB a shard) and small
// beside any real checkpoint: a file more than 1% or 256 MiB larger than its tensors is
// another set of files.
// An approximate figure ("about 84 GB") is another set of files only past its precision too.
bool not_these_files(const Bytes& stored, const Bytes& files) {
  if (exceeds(stored, files)) return true;
  if (!stored.is_known() || !files.is_known()) return false;
  const unsigned __int128 tensors = stored.approximate() || files.approximate()
                                        ? static_cast<unsigned __int128>(stored.value()) * (100 + kApproximatePercent) / 100
                                        : stored.value();
  if (files.value() <= tensors) return false;
  const uint64_t header_room = std::max<uint64_t>(files.value() / 100, uint64_t{256} << 20);
  return files.value() - tensors > header_room;
}

void official_figures(const Profile& profile, Contradictions& out) {
  const Model& m = profile.model;
  const OfficialConfig& official = profile.official;
  if (const ParameterCount* p = total_parameters(m);
      p != nullptr && p->count.value.known() && official.parameters.value.known() &&
      p->count.value.value() != *official.parameters.value.value)
    out.push_back({p->count.loc,
                   fmt::format("the model's parameter count {} differs from official.parameters {}",
                               thousands(p->count.value.value()), thousands(*official.parameters.value.value)),
                   "both describe one model: correct the one that is wrong, or write unknown", {}});
  const ModelFact& routed = m.routed_experts.value;
  if (m.routed_experts.present && official.routed_experts.value.known()) {
    const int64_t stated = *official.routed_experts.value.value;
    if (routed.known() && routed.value() != stated)
      out.push_back({m.routed_experts.loc,
                     fmt::format("the model's {} routed experts differ from official.routed_experts {}", routed.value(), stated),
                     "both describe one model: correct the one that is wrong, or write unknown", {}});
    else if (routed.not_present && stated > 0)
      out.push_back({m.routed_experts.loc,
                     fmt::format("the model says routed experts are not present, official.routed_experts says {}", stated),
                     "a dense model has no routed experts; a model with them is not dense", {}});
  }
}

void stored_bytes(const Profile& profile, Contradictions& out) {
  const StoredClass* s = stored_all(profile.model);
  if (s == nullptr || !s->bytes.value.is_known()) return;
  const Bytes& stored = s->bytes.value;
  for (const auto& c : profile.components)
    if (c.role.value == ComponentRole::file_ledger && not_these_files(stored, c.file_size.value))
      out.push_back({s->bytes.loc,
                     fmt::format("the model's stored bytes {} differ from the file size of ledger '{}' ({})",
                                 format_bytes(stored), c.id.value, format_bytes(c.file_size.value)),
                     "the checkpoint's files are its tensors' bytes plus small headers: one of the two is wrong", {}});
  for (const auto& item : profile.disk)
    if (ascii_lower(item.what.value).find("checkpoint") != std::string::npos && not_these_files(stored, item.size.value))
      out.push_back({s->bytes.loc,
                     fmt::format("the model's stored bytes {} differ from the disk plan's '{}' ({})", format_bytes(stored),
                                 item.what.value, format_bytes(item.size.value)),
                     "the disk plan and the stored bytes describe the same files", {}});
}

void bits_per_weight(const Profile& profile, Contradictions& out) {
  const StoredClass* s = stored_all(profile.model);
  if (s == nullptr || !s->bits_per_weight.present) return;
  std::vector<const Text*> names{&profile.model.checkpoint};
  for (const auto& pin : profile.pins)
    if (pin.role.value == PinRole::checkpoint) names.push_back(&pin.repo);
  for (const auto& arm : profile.bakeoff.arms)
    if (arm.subject.value) names.push_back(&arm.quantization);
  for (const Text* name : names) {
    const auto bits = bits_in_name(name->value);
    if (!bits || !differs_by_half_a_bit(*bits, s->bits_per_weight.value)) continue;
    out.push_back({s->bits_per_weight.loc,
                   fmt::format("the model's {} bits per weight differ from the {} bits that '{}' names",
                               s->bits_per_weight.value.to_string(), bits->to_string(), name->value),
                   "the checkpoint's name says how it was quantized: correct the bits, or the checkpoint named", {}});
    return;
  }
}

// model.checkpoint names the checkpoint the model facts were read from: it is the
// profile's checkpoint pin's repository, or names it ("hf:owner/repo", "owner/repo at
// 5ab363a"). Another name ("official GLM-5.3-Flash snapshot") moves the facts onto a
// checkpoint the profile does not pin.
void checkpoint_identity(const Profile& profile, Contradictions& out) {
  const Text& named = profile.model.checkpoint;
  if (!named.present || named.value.empty()) return;
  const std::string said = ascii_lower(named.value);
  for (const auto& pin : profile.pins) {
    if (pin.role.value != PinRole::checkpoint || pin.repo.value.empty()) continue;
    const std::string repo = ascii_lower(pin.repo.value);
    if (said.find(repo) != std::string::npos) return;
    out.push_back({named.loc,
                   fmt::format("the model's checkpoint is '{}', but the profile's checkpoint pin '{}' is {}",
                               named.value, pin.id.value, pin.repo.value),
                   "model.checkpoint names the pinned checkpoint the facts describe: write its repository", {}});
    return;
  }
}

bool has_state_row(const Profile& profile) {
  for (const auto& c : profile.components)
    if (c.access.value == Access::recurrent_state && c.role.value != ComponentRole::not_present) return true;
  return false;
}

const LayerGroup* linear_group(const Model& m) {
  const LayerGroup* linear = nullptr;
  for (const auto& g : m.layer_groups)
    if (g.kind.value == LayerKind::linear_attention && g.count.value > 0) linear = &g;
  return linear;
}

void layout_and_state(const Profile& profile, Contradictions& out) {
  const Model& m = profile.model;
  if (m.layer_groups.empty()) return;
  const LayerGroup* linear = linear_group(m);
  const bool state_row = has_state_row(profile);
  if (linear != nullptr && !state_row)
    out.push_back({linear->loc,
                   fmt::format("the model has {} linear-attention layers, which keep a recurrent state, but no present "
                               "component row has access recurrent-state",
                               linear->count.value),
                   "add the recurrent-state row (runtime, access: recurrent-state), its bytes unknown if unpublished", {}});
  if (linear == nullptr && state_row)
    for (const auto& c : profile.components)
      if (c.access.value == Access::recurrent_state && c.role.value != ComponentRole::not_present) {
        // The layout is stated, so it is a claim too (a layout the source never gave, written
        // without its linear layers): each side is reported where it is written.
        out.push_back({m.layer_groups.front().loc,
                       fmt::format("the model's layout has no linear-attention layer, but row '{}' holds a recurrent "
                                   "state (access recurrent-state)",
                                   c.id.value),
                       "write the layout's linear-attention groups, or layer_groups: unknown when the source gives none",
                       {}});
        out.push_back({c.access.loc,
                       fmt::format("'{}' holds a recurrent state, but the model's layout has no linear-attention layer",
                                   c.id.value),
                       "a recurrent state belongs to linear-attention layers: fix the layout or the row", {}});
        break;
      }
}

// Facts of the model section that no model can have together: each is a count the file
// states twice in two forms, so one of the two is false whatever the source says.
void impossible_facts(const Profile& profile, Contradictions& out) {
  const Model& m = profile.model;
  auto known = [](const Located<ModelFact>& f) { return f.present && f.value.known(); };
  if (known(m.experts_per_token) && known(m.routed_experts) &&
      m.experts_per_token.value.value() > m.routed_experts.value.value())
    out.push_back({m.experts_per_token.loc,
                   fmt::format("{} experts per token, but the model has {} routed experts",
                               m.experts_per_token.value.value(), m.routed_experts.value.value()),
                   "a token is routed to some of the routed experts, never more than all of them", {}});
  if (known(m.kv_heads) && known(m.attention_heads) && m.kv_heads.value.value() > 0) {
    const int64_t kv = m.kv_heads.value.value(), heads = m.attention_heads.value.value();
    if (kv > heads || heads % kv != 0)
      out.push_back({m.kv_heads.loc,
                     fmt::format("{} KV heads cannot serve {} attention heads: grouped-query attention shares each KV "
                                 "head among a whole number of query heads",
                                 kv, heads),
                     "the KV heads divide the attention heads (num_key_value_heads in config.json)", {}});
  }
  if (known(m.first_dense_layers) && known(m.layers) && m.first_dense_layers.value.value() > m.layers.value.value())
    out.push_back({m.first_dense_layers.loc,
                   fmt::format("{} first dense layers in a model of {} layers", m.first_dense_layers.value.value(),
                               m.layers.value.value()),
                   "first_dense_layers counts some of the layers (first_k_dense_replace in config.json)", {}});
  // A class's parameters or stored bytes are a part of the model's all: classes are disjoint
  // (inspect classifies each tensor once), so neither one class nor their sum exceeds it.
  if (const ParameterCount* all = total_parameters(m); all != nullptr && all->count.value.known()) {
    int64_t parts = 0;
    for (const auto& p : m.parameters) {
      if (p.cls.value == ComponentClass::all || !p.count.value.known()) continue;
      parts += p.count.value.value();
      if (parts > all->count.value.value()) {
        out.push_back({p.count.loc,
                       fmt::format("the parameters of the classes listed up to '{}' ({}) exceed the model's {} in all",
                                   name_of(p.cls.value), thousands(parts), thousands(all->count.value.value())),
                       "a class's parameters are part of the model's: correct the class or the total", {}});
        break;
      }
    }
  }
  if (const StoredClass* all = stored_all(m); all != nullptr && all->bytes.value.is_known()) {
    Bytes parts = Bytes::known(0);
    for (const auto& st : m.stored) {
      if (st.cls.value == ComponentClass::all || !st.bytes.value.is_known()) continue;
      const uint64_t v = st.bytes.value.value();
      const uint64_t sum = parts.value() > UINT64_MAX - v ? UINT64_MAX : parts.value() + v;  // past 2^64: more than any all
      parts = Bytes::computed(sum, parts, st.bytes.value);
      if (exceeds(parts, all->bytes.value)) {
        out.push_back({st.bytes.loc,
                       fmt::format("the stored bytes of the classes listed up to '{}' ({}) exceed the model's {} in all",
                                   name_of(st.cls.value), format_bytes(parts), format_bytes(all->bytes.value)),
                       "a class's bytes are part of the checkpoint's: correct the class or the total", {}});
        break;
      }
    }
  }
  // MTP speculative decoding runs the model's own next-token layers: a model without them
  // cannot be served so.
  if (ascii_lower(trim(profile.serving.speculative.value)) == "mtp" && m.mtp_layers.present &&
      (m.mtp_layers.value.not_present || (m.mtp_layers.value.known() && m.mtp_layers.value.value() == 0)))
    out.push_back({profile.serving.speculative.loc,
                   "serving.speculative is mtp, but the model has no MTP layers (model.mtp_layers)",
                   "MTP drafts with the model's own next-token layers: name another method, or correct mtp_layers", {}});
}

// "MTP" as a word of its own or the head of a compound ("MTP-only", "MTP's"), any case.
bool names_mtp(std::string_view token) {
  if (!token.starts_with("mtp")) return false;
  return token.size() == 3 || token[3] == '-' || token[3] == '\'';
}

// A model fact declared absent ("mtp_layers: not-present", or 0) while the profile's own prose
// speaks of the model's MTP ("An empty DRAFTER uses MTP only", "MTP-only is the documented
// way"): a mode the model's own next-token layers run. A denied or supposed mention ("this
// checkpoint has no MTP head", "if it had MTP") and a sentence about another recipe say
// nothing of this model. Reported at mtp_layers and at the first text that names it.
void absent_mtp_named(const Profile& profile, Contradictions& out) {
  const Model& m = profile.model;
  if (!m.mtp_layers.present) return;
  const ModelFact& mtp = m.mtp_layers.value;
  if (!mtp.not_present && !(mtp.known() && mtp.value() == 0)) return;
  const std::vector<std::string> recipes = other_recipe_names(profile);
  for (const Text* field : prose_fields(profile)) {
    for (const std::string& sentence : sentences(field->value)) {
      if (ascii_lower(sentence).find("mtp") == std::string::npos || names_other_recipe(recipes, sentence)) continue;
      const auto analysis = analysed(sentence);
      const SentenceAnalysis& a = *analysis;
      for (std::size_t k = 0; k < a.tokens.size(); ++k) {
        if (!names_mtp(a.tokens[k].text) || a.negated[k] || a.modality[k] == Modality::hypothetical ||
            a.modality[k] == Modality::question)
          continue;
        const std::string message =
            fmt::format("model.mtp_layers says the model has no MTP layers, but the profile's own text speaks of its "
                        "MTP: \"{}\"",
                        trim(sentence));
        const char* hint = "MTP runs the model's own next-token layers: write mtp_layers as the source gives it "
                           "(unknown when it does not), or correct the text";
        out.push_back({m.mtp_layers.loc, message, hint, {}});
        out.push_back({field->loc, message, hint, {}});
        return;
      }
    }
  }
}

// A model fact whose own note gives it as another recipe's ("Dense q4, as in the Mia recipe"),
// a recipe the profile says not to blend with: that recipe's value, not this checkpoint's.
// A source document named as that recipe's moves its facts the same way. Reported at the fact
// (its bits, else its bytes), running on to the note.
void borrowed_model_facts(const Profile& profile, Contradictions& out) {
  const std::vector<std::string> recipes = other_recipe_names(profile);
  if (recipes.empty()) return;
  auto borrowed = [&](const Text& text) {
    for (const std::string& sentence : sentences(text.value))
      if (borrowed_from_other_recipe(recipes, sentence)) return true;
    return false;
  };
  const char* hint = "the profile says not to blend with that recipe: write this checkpoint's own value, or unknown";
  for (const StoredClass& st : profile.model.stored) {
    if (!st.note.present || !borrowed(st.note)) continue;
    const Loc at = st.bits_per_weight.present ? st.bits_per_weight.loc : st.bytes.present ? st.bytes.loc : st.cls.loc;
    out.push_back({at,
                   fmt::format("the model's stored class '{}' is given as another recipe's: \"{}\"", name_of(st.cls.value),
                               trim(st.note.value)),
                   hint, {}, st.note.loc});
  }
  for (const FactSource& src : profile.model.sources)
    if (src.document.present && borrowed(src.document))
      out.push_back({src.document.loc,
                     fmt::format("model source '{}' is another recipe's: \"{}\"", src.id.value, trim(src.document.value)),
                     hint, {}});
}

}  // namespace

Contradictions model_contradicts_profile(const Profile& profile) {
  Contradictions out;
  if (!profile.model.present) return out;
  official_figures(profile, out);
  stored_bytes(profile, out);
  bits_per_weight(profile, out);
  checkpoint_identity(profile, out);
  layout_and_state(profile, out);
  impossible_facts(profile, out);
  absent_mtp_named(profile, out);
  borrowed_model_facts(profile, out);
  return out;
}

// The number just before "bpw" or "bit" (a hyphen or space between them allowed).
std::optional<Decimal> bits_in_name(std::string_view name) {
  const std::string lower = ascii_lower(name);
  for (std::string_view unit : {"bpw", "bit"}) {
    for (std::size_t at = lower.find(unit); at != std::string::npos; at = lower.find(unit, at + 1)) {
      std::size_t end = at;
      if (end > 0 && (lower[end - 1] == '-' || lower[end - 1] == ' ')) --end;
      std::size_t begin = end;
      while (begin > 0 && (std::isdigit(static_cast<unsigned char>(lower[begin - 1])) || lower[begin - 1] == '.')) --begin;
      if (begin == end || lower[begin] == '.') continue;
      if (auto d = Decimal::parse(lower.substr(begin, end - begin))) return d;
    }
  }
  return std::nullopt;
}

namespace {
// "Read from the safetensors headers: 4 bits for every class": a sentence that says, in the
// catalog's voice, that a fact was read from the checkpoint's headers (or by brief inspect).
bool says_read_from_headers(std::string_view sentence) {
  const auto a = analysed(sentence);
  for (std::size_t k = 0; k < a->tokens.size(); ++k) {
    const std::string_view w = a->tokens[k].text;
    const bool header = w == "header" || w == "headers" || w == "inspect" || w == "inspected";
    // "Read from the safetensors headers: ..." opens like an order, but a stored class's note
    // orders nothing: it says where its figure came from. A supposition or a report does not.
    const bool said = (a->modality[k] == Modality::assertion || a->modality[k] == Modality::instruction) && !a->attributed[k];
    if (header && said && !a->negated[k]) return true;
  }
  return false;
}

const FactSource* source_named(const Profile& profile, std::string_view id) {
  for (const auto& s : profile.model.sources)
    if (s.id.value == id) return &s;
  return nullptr;
}
}  // namespace

Contradictions measured_without_header(const Profile& profile) {
  Contradictions out;
  // A stored class's note that says its figure was read from the headers, while its source is
  // a document or a config with no header hash: the note relabels a copied figure measured.
  for (const auto& stored : profile.model.stored) {
    const std::string& id = stored.from.value.empty() ? profile.model.from.value : stored.from.value;
    const FactSource* source = source_named(profile, id);
    if (source == nullptr || source->origin.value == FactOrigin::measured || !trim(source->header_sha256.value).empty())
      continue;
    for (const std::string& s : sentences(stored.note.value)) {
      if (!says_read_from_headers(s)) continue;
      out.push_back({stored.note.loc,
                     fmt::format("the stored {} note says it was read from the checkpoint's headers, but its source "
                                 "'{}' is a {} with no header_sha256",
                                 name_of(stored.cls.value), source->id.value,
                                 source->origin.value == FactOrigin::config ? "config" : "source document"),
                     "say where the figure comes from (the checkpoint's name, the document); facts read from the "
                     "headers come from `brief inspect` with the header hash", {}});
      break;
    }
  }
  for (const auto& source : profile.model.sources) {
    if (source.origin.value != FactOrigin::measured) continue;
    if (!trim(source.header_sha256.value).empty()) continue;
    out.push_back({source.origin.loc,
                   fmt::format("model source '{}' is labelled measured but records no header_sha256 of the files read",
                               source.id.value),
                   "facts copied from a document or a config are origin: source-document or config; measured "
                   "facts come from `brief inspect` with the header hash", {}});
  }
  return out;
}

bool lacks_state_row(const Profile& profile) {
  return linear_group(profile.model) != nullptr && !has_state_row(profile);
}

std::string stray_state_row(const Profile& profile) {
  if (profile.model.layer_groups.empty() || linear_group(profile.model) != nullptr) return {};
  for (const auto& c : profile.components)
    if (c.access.value == Access::recurrent_state && c.role.value != ComponentRole::not_present) return c.id.value;
  return {};
}

bool differs_by_half_a_bit(const Decimal& a, const Decimal& b) {
  const double gap = a.to_double() - b.to_double();
  return gap >= 0.5 || gap <= -0.5;
}

}  // namespace brief::derivation
