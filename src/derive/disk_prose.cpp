#include "derive/disk_prose.h"

#include <fmt/format.h>

#include <algorithm>

#include "derive/ascii.h"
#include "derive/claims.h"
#include "derive/other_recipes.h"
#include "derive/part_whole.h"
#include "derive/prose.h"
#include "derive/sentence.h"
#include "derive/wording.h"
#include "derive/written_precision.h"
#include "model/text.h"  // trim

namespace brief::derivation {

namespace {

// The texts about the checkpoint's files, in file order of their kinds.
std::vector<const Text*> disk_texts(const Profile& profile) {
  std::vector<const Text*> out;
  for (const Component& c : profile.components) {
    if (c.role.value != ComponentRole::main_weights && c.role.value != ComponentRole::file_ledger) continue;
    for (const Text* t : {&c.placement, &c.evidence, &c.gap}) out.push_back(t);
    for (const Text& n : c.notes) out.push_back(&n);
  }
  for (const DiskItem& item : profile.disk) out.push_back(&item.note);
  for (const Text& n : profile.disk_notes) out.push_back(&n);
  for (const Step& step : profile.preflight)
    if (ascii_lower(step.covers.value) == "disk") out.push_back(&step.text);
  return out;
}

// The words of `between` (lowercase), split at spaces.
std::vector<std::string> disk_words_of(std::string_view between) {
  std::vector<std::string> out;
  std::string w;
  for (char c : std::string(between) + " ") {
    if (c == ' ' || c == ',') {
      if (!w.empty()) out.push_back(w);
      w.clear();
    } else {
      w += c;
    }
  }
  return out;
}

// "165 GB for the checkpoint", "84 GB of prepared weights": a preposition, an article at most.
bool attaches_forward(std::string_view between) {
  const auto w = disk_words_of(between);
  if (w.empty() || w.size() > 2 || (w[0] != "for" && w[0] != "of")) return false;
  return w.size() == 1 || w[1] == "the" || w[1] == "its" || w[1] == "this" || w[1] == "that";
}

// "the checkpoint is about 165 GB", "checkpoint: 165 GB", "the checkpoint's 165 GB": a
// copula, a colon or a possessive and hedges, nothing else: a "not" detaches it, and so does a
// parenthesis, which may hold a comparison ("as the checkpoint (84 GB against 165 GB)"), and an
// equals sign, which gives a sum ("165 GB checkpoint + 84 GB prepared weights = about 249 GB").
bool attaches_backward(std::string_view between) {
  for (const std::string& w : disk_words_of(between))
    if (w != "is" && w != "'s" && w != "s" && w != ":" && w != "takes" && w != "needs" && w != "at" &&
        w != "size" && w != "files" && !approximates(w))
      return false;
  return true;
}

// Where the item's name occurs as a whole phrase in the lowered sentence.
std::vector<std::size_t> name_mentions(std::string_view low, std::string_view name) {
  std::vector<std::size_t> out;
  if (name.empty()) return out;
  for (std::size_t at = low.find(name); at != std::string::npos; at = low.find(name, at + 1)) {
    const std::size_t end = at + name.size();
    if ((at == 0 || !ascii::isalnum(low[at - 1])) && (end >= low.size() || !ascii::isalnum(low[end])))
      out.push_back(at);
  }
  return out;
}

// The figure as a byte count: its units times its multiplier over its decimals.
Bytes figure_bytes(const ByteFigure& f) {
  __int128 v = f.units * f.multiplier;
  for (int s = 0; s < f.scale; ++s) v /= 10;
  return Bytes::known(static_cast<uint64_t>(v), f.approximate, f.text);
}

// The figure the sentence attaches to the item's name, or nullptr.
const ByteFigure* figure_for(const SentenceAnalysis& a, std::string_view sentence, std::string_view low,
                             std::string_view name, const std::vector<std::string>& recipes) {
  const ByteFigure* theirs = other_recipe_figure(recipes, sentence, a.figures);
  for (std::size_t at : name_mentions(low, name))
    for (const ByteFigure& f : a.figures) {
      if (&f == theirs || figure_denied(a, f.offset)) continue;
      const std::size_t end = f.offset + f.text.size();
      if (end <= at && attaches_forward(low.substr(end, at - end))) return &f;
      const std::size_t name_end = at + name.size();
      // "165 GB checkpoint plus 84 GB prepared weights is about 249 GB": after a sum the
      // figure the copula gives is the sum's, not the last item's.
      const std::string_view before = low.substr(0, at);
      const bool summed = before.find(" plus ") != std::string_view::npos || before.find(" + ") != std::string_view::npos;
      if (!summed && f.offset >= name_end && attaches_backward(low.substr(name_end, f.offset - name_end))) return &f;
    }
  return nullptr;
}

}  // namespace

Contradictions disk_plan_against_prose(const Profile& profile) {
  Contradictions out;
  const std::vector<std::string> recipes = other_recipe_names(profile);
  const std::vector<const Text*> texts = disk_texts(profile);
  for (const DiskItem& item : profile.disk) {
    if (!item.size.value.is_known()) continue;
    const std::string name = ascii_lower(trim(item.what.value));
    bool size_reported = false;
    for (const Text* text : texts) {
      if (!text->present || text->value.empty()) continue;
      for (const std::string& sentence : sentences(text->value)) {
        const std::string low = ascii_lower(sentence);
        if (name_mentions(low, name).empty()) continue;
        const auto analysis = analysed(sentence);
        const SentenceAnalysis& a = *analysis;
        const ByteFigure* f = figure_for(a, sentence, low, name, recipes);
        if (f == nullptr) continue;
        const Bytes said = figure_bytes(*f);
        if (!exceeds(said, item.size.value) && !exceeds(item.size.value, said)) continue;
        const std::string message =
            fmt::format("the disk plan gives '{}' as {}, but the profile's own text gives {} for it", item.what.value,
                        item.size.value.as_written().empty() ? format_bytes(item.size.value) : item.size.value.as_written(),
                        f->approximate ? "about " + f->text : f->text);
        const char* hint = "one quantity in two places: write the size the source gives, in its unit, in both";
        if (!size_reported) out.push_back({item.size.loc, message, hint, {}});
        size_reported = true;
        out.push_back({text->loc, message, hint, {}});
        break;
      }
    }
  }
  // "That is about 249 GiB of disk in all": a total of the disk plan given in its texts is the
  // sum of its items, when every item's size is known (249 GB, about 232 GiB).
  if (profile.disk.empty() ||
      !std::all_of(profile.disk.begin(), profile.disk.end(), [](const DiskItem& i) { return i.size.value.is_known(); }))
    return out;
  Bytes sum = Bytes::known(0);
  ByteSpan sum_span;
  for (const DiskItem& item : profile.disk) {
    sum = Bytes::computed(sum.value() + item.size.value.value(), sum, item.size.value);
    sum_span = sum_span + span_of(item.size.value);
  }
  for (const Text* text : texts) {
    if (!text->present || text->value.empty()) continue;
    for (const std::string& sentence : sentences(text->value)) {
      const std::string low = ascii_lower(sentence);
      // A sentence that names an item gives that item's size, judged above; one that names
      // every item with a sum word ("Together the checkpoint and the prepared weights need about
      // 259 GB") gives their total.
      const auto named = [&](const DiskItem& item) { return !name_mentions(low, ascii_lower(trim(item.what.value))).empty(); };
      if (std::any_of(profile.disk.begin(), profile.disk.end(), named) &&
          (profile.disk.size() < 2 || !std::all_of(profile.disk.begin(), profile.disk.end(), named)))
        continue;
      const auto analysis = analysed(sentence);
      // "in all", "altogether", "combined": a word that sums every item (lexicon sum-word).
      static const LexiconWords& sum_words = lexicon_words("sum-word");
      if (std::none_of(analysis->tokens.begin(), analysis->tokens.end(),
                       [&](const Token& t) { return sum_words.contains(t.text); }))
        continue;
      const ByteFigure* theirs = other_recipe_figure(recipes, sentence, analysis->figures);
      for (const Claim& c : claims_in_analysed(sentence, *analysis)) {
        const TotalClaim* total = c.as<TotalClaim>();
        // One figure in the sentence, a total of disk: "165 GB plus 84 GB" names the items.
        if (total == nullptr || c.rebutted || !total->about_disk || total->figures.size() != 1 ||
            analysis->figures.size() != 1)
          continue;
        const ByteFigure& f = total->figures.front();
        if (figure_denied(*analysis, f.offset) || (theirs != nullptr && theirs->offset == f.offset)) continue;
        // As strict as the figures' digits: "about 259 GB" is not about 165 plus about 84 GB.
        if (!spans_apart(span_of(f), sum_span)) continue;
        out.push_back({text->loc,
                       fmt::format("the disk plan's items add up to {}, but the profile's own text gives {} for them in all",
                                   format_bytes(sum), f.approximate ? "about " + f.text : f.text),
                       "a total of the disk plan is the sum of its items, in the unit the source gives", {}});
        break;
      }
    }
  }
  return out;
}

}  // namespace brief::derivation
