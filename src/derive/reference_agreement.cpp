#include "derive/reference_agreement.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "derive/ascii.h"
#include "derive/pin_facts.h"
#include "derive/prose.h"
#include "derive/sentence.h"
#include "derive/wording.h"
#include "model/lookup.h"
#include "model/names.h"

namespace brief::derivation {

namespace {

// The scope's own words deny being the official snapshot: "unofficial", or a denial of
// "official" in a sentence about a snapshot, release or mirror ("a community mirror, not the
// official snapshot"), not "not official serving settings".
bool scope_denies_official(std::string_view scope) {
  const std::string s = ascii_lower(scope);
  if (s.find("unofficial") != std::string::npos) return true;
  for (const std::string_view sentence : split_on(s, ".;")) {
    bool denies = false;
    for (std::string_view words : {"not the official", "not an official", "not official"})
      denies = denies || sentence.find(words) != std::string_view::npos;
    if (!denies) continue;
    for (std::string_view what : {"snapshot", "release", "mirror"})
      if (sentence.find(what) != std::string_view::npos) return true;
  }
  return false;
}

bool covers(const License& license, const Pin& pin) {
  const LicenseRole l = license.role.value;
  const PinRole p = pin.role.value;
  if ((l == LicenseRole::drafter && p == PinRole::drafter) || (l == LicenseRole::weights && p == PinRole::checkpoint))
    return true;
  return !license.target.value.empty() && license.target.value == pin.repo.value;
}

bool is_date(std::string_view d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (!std::isdigit(static_cast<unsigned char>(d[i]))) return false;
  return true;
}

// The words a sentence names another pin's subject by: its role's word ("checkpoint"; "kit" and
// "runtime" for the runtime), its repository's last name, and for the checkpoint the subject
// arm's quantization ("EXL3" of "EXL3 4bpw").
std::vector<std::string> subject_words(const Profile& profile, const Pin& pin) {
  std::vector<std::string> words;
  const PinRole role = pin.role.value;
  if (role == PinRole::checkpoint) {
    words.push_back("checkpoint");
    for (const auto& arm : profile.bakeoff.arms)
      if (arm.subject.value && !arm.quantization.value.empty()) {
        const std::string q = lower(arm.quantization.value);
        words.push_back(q.substr(0, q.find(' ')));
      }
  } else if (role == PinRole::runtime) {
    words.insert(words.end(), {"kit", "runtime"});
  } else if (role == PinRole::drafter) {
    words.push_back("drafter");
  }
  const std::string repo = lower(pin.repo.value);
  if (!repo.empty()) words.push_back(repo.substr(repo.rfind('/') + 1));
  return words;
}

// The words that set two revisions apart: a sentence holding one does not call one revision
// another ("a different commit", "an earlier build than the runtime pin").
constexpr std::string_view kRevisionsApart[] = {"different", "differs", "other",   "another", "separate",
                                                "unlike",    "earlier", "later",   "older",   "newer",
                                                "instead",   "rather",  "except",  "separately"};

// A sentence that says it is the subject's revision: the subject's word just before "revision",
// "snapshot" or "commit" ("checkpoint revision", "the exl3 checkpoint's revision"), with a word
// of identity ("same", "also", "identical", "this") and no word that sets the two apart.
bool says_same_revision(std::string_view lowered_sentence, const std::vector<std::string>& subject) {
  std::string s(lowered_sentence);
  for (std::size_t at = s.find("'s"); at != std::string::npos; at = s.find("'s", at)) s.erase(at, 2);
  if (is_negated(s)) return false;
  for (std::string_view apart : kRevisionsApart)
    if (has_word(s, apart)) return false;
  bool same = false;
  for (std::string_view word : {"same", "also", "identical", "this", "exact", "very"}) same = same || has_word(s, word);
  if (!same) return false;
  for (const std::string& w : subject)
    for (std::string_view noun : {"revision", "snapshot", "commit"})
      if (!w.empty() && has_word(s, w + " " + std::string(noun))) return true;
  // "same revision the EXL3 weights were cut from", "the same commit as the checkpoint": the
  // subject's word within the three words after "same revision".
  const auto analysis = analysed(lowered_sentence);
  const auto& t = analysis->tokens;
  for (std::size_t k = 0; k + 1 < t.size(); ++k) {
    // "the very snapshot the EXL3 checkpoint is pinned to": "very" as "same".
    if ((t[k].text != "same" && t[k].text != "very") ||
        (t[k + 1].text != "revision" && t[k + 1].text != "snapshot" && t[k + 1].text != "commit"))
      continue;
    for (std::size_t j = k + 2; j < t.size() && j <= k + 4; ++j)
      if (std::find(subject.begin(), subject.end(), t[j].text) != subject.end()) return true;
  }
  // "the exact revision of this EXL3 checkpoint": a revision noun "of" the subject, with the
  // sameness word found above.
  for (std::size_t k = 0; k + 2 < t.size(); ++k) {
    if ((t[k].text != "revision" && t[k].text != "snapshot" && t[k].text != "commit") || t[k + 1].text != "of") continue;
    for (std::size_t j = k + 2; j < t.size() && j <= k + 4; ++j)
      if (std::find(subject.begin(), subject.end(), t[j].text) != subject.end()) return true;
  }
  return false;
}

// The hash, short or full, a sentence says its own object is at: a hash word with "at",
// "commit", "revision" or "as" among the three words before it ("at kit commit 5624dfc", "the
// same commit as the pinned 5624dfc runtime"), asserted and not denied, in a sentence with no
// word that sets two revisions apart ("earlier than 5624dfc") and no negation anywhere
// ("441de75 is not the runtime pin; the kit is pinned at 5624dfc"). A hash another part's word
// stands before is that part's ("checkpoint revision 5ab363a"): `others` are those words, of
// the pins of other repositories; unless the sentence says it is the "same commit as" that
// part. "" when none.
std::string hash_said_own(std::string_view sentence, const std::vector<std::string>& others) {
  const auto analysis = analysed(sentence);
  const SentenceAnalysis& a = *analysis;
  if (a.question || std::any_of(a.negated.begin(), a.negated.end(), [](bool n) { return n; })) return "";
  // A hash beside an order word ("earlier than 5624dfc", "replaced by") is compared, not owned.
  static constexpr std::string_view kOrder[] = {"than", "predates", "before", "after", "from", "replaced"};
  const auto in = [](const auto& words, std::string_view w) { return std::find(std::begin(words), std::end(words), w) != std::end(words); };
  for (const Token& t : a.tokens)
    if (in(kRevisionsApart, t.text) || in(kOrder, t.text)) return "";
  // "Pinned at the same commit as the runtime kit, 5624dfc": the other part's hash, said to be
  // this object's too.
  bool same_as = false;
  for (std::size_t k = 0; k + 2 < a.tokens.size(); ++k)
    same_as |= a.tokens[k].text == "same" &&
               (a.tokens[k + 1].text == "commit" || a.tokens[k + 1].text == "revision" || a.tokens[k + 1].text == "snapshot") &&
               a.tokens[k + 2].text == "as";
  for (std::size_t k = 1; k < a.tokens.size(); ++k) {
    if (!is_hash_word(a.tokens[k].text) || a.negated[k] || !a.asserted(k, k)) continue;
    if (same_as) return ascii_lower(a.tokens[k].text);
    bool placed = false, others_word = false;
    for (std::size_t j = k >= 3 ? k - 3 : 0; j < k; ++j) {
      const std::string_view w = a.tokens[j].text;
      placed |= w == "at" || w == "commit" || w == "revision" || w == "as";
      // "The pinned kit build is 80dba15": what the pinned thing is.
      placed |= (w == "is" || w == "was") && j + 1 == k &&
                std::any_of(a.tokens.begin(), a.tokens.begin() + static_cast<std::ptrdiff_t>(j),
                            [](const Token& t) { return t.text == "pinned" || t.text == "pin"; });
      others_word |= std::find(others.begin(), others.end(), w) != others.end();
    }
    if (placed && !others_word) return ascii_lower(a.tokens[k].text);
  }
  return "";
}

// The subject words of the pins of other repositories than `repo`: the words that give a hash
// to another part.
std::vector<std::string> other_repos_words(const Profile& profile, std::string_view repo) {
  std::vector<std::string> out;
  for (const Pin& pin : profile.pins)
    if (ascii_lower(pin.repo.value) != ascii_lower(repo))
      for (std::string& w : subject_words(profile, pin)) out.push_back(std::move(w));
  return out;
}

// "Parameter count only; the EXL3 weights are pinned separately at 5ab363a8...": the hash is
// another pin's own revision, given to that pin's subject in a sentence that sets the two apart,
// so the text speaks of the other pin, not of its own.
bool names_other_pin_apart(const Profile& profile, const Pin& pin, std::string_view lowered, std::string_view hash) {
  if (std::none_of(std::begin(kRevisionsApart), std::end(kRevisionsApart),
                   [&](std::string_view w) { return has_word(lowered, w); }))
    return false;
  for (const Pin& other : profile.pins) {
    if (&other == &pin || other.revision.value.state != Revision::State::pinned ||
        ascii_lower(other.revision.value.hash) != hash)
      continue;
    for (const std::string& w : subject_words(profile, other))
      if (has_word(lowered, w)) return true;
  }
  return false;
}

void pin_text_against_revisions(const Profile& profile, const Pin& pin, const Text& text, Contradictions& out) {
  if (!text.present || text.value.empty() || pin.revision.value.state != Revision::State::pinned) return;
  const std::string own = ascii_lower(pin.revision.value.hash);
  for (const std::string& sentence : sentences(text.value)) {
    const std::string lowered = lower(sentence);
    std::string found;
    for (const std::string& hash : hex_tokens(sentence))
      if (is_full_revision(ascii_lower(hash)) && ascii_lower(hash) != own && !is_negated(lowered) &&
          !names_other_pin_apart(profile, pin, lowered, ascii_lower(hash)))
        found = ascii_lower(hash);
    if (!found.empty()) {
      const std::string message = fmt::format("pin '{}' is at {}, but its own text puts it at {}: \"{}\"", pin.id.value,
                                              own.substr(0, 7), found.substr(0, 7), sentence);
      const char* hint = "a pin's text speaks of its own revision: correct the revision or the text";
      out.push_back({text.loc, message, hint, {}});
      out.push_back({pin.revision.loc, message, hint, {}});
      return;
    }
    // "C8 profile ... at kit commit 5624dfc" on a source read at 441de756: a short hash too.
    if (const std::string said = hash_said_own(sentence, other_repos_words(profile, pin.repo.value));
        !said.empty() && !same_commit(said, own)) {
      const std::string message = fmt::format("pin '{}' is at {}, but its own text puts it at {}: \"{}\"", pin.id.value,
                                              own.substr(0, 7), said.substr(0, 7), sentence);
      const char* hint = "a pin's text speaks of its own revision: correct the revision or the text";
      out.push_back({text.loc, message, hint, {}});
      out.push_back({pin.revision.loc, message, hint, {}});
      return;
    }
    for (const auto& other : profile.pins) {
      if (&other == &pin || other.revision.value.state != Revision::State::pinned ||
          ascii_lower(other.revision.value.hash) == own || !says_same_revision(lowered, subject_words(profile, other)))
        continue;
      const std::string message =
          fmt::format("pin '{}' is at {}, but its own text calls it the revision of pin '{}' ({}): \"{}\"", pin.id.value,
                      own.substr(0, 7), other.id.value, ascii_lower(other.revision.value.hash).substr(0, 7), sentence);
      const char* hint = "two pins at different revisions are not one snapshot: correct the revision or the text";
      out.push_back({text.loc, message, hint, {}});
      out.push_back({pin.revision.loc, message, hint, {}});
      return;
    }
  }
}

}  // namespace

Contradictions pin_text_names_other_revision(const Profile& profile) {
  Contradictions out;
  for (const auto& pin : profile.pins) {
    const std::size_t before = out.size();
    pin_text_against_revisions(profile, pin, pin.scope, out);
    if (out.size() == before) pin_text_against_revisions(profile, pin, pin.note, out);
  }
  // A build's note speaks of that build: "It is the same commit as the pinned 5624dfc runtime"
  // on build 80dba15 gives one build two commits.
  for (const Build& build : profile.builds) {
    const std::string own = ascii_lower(build.id.value);
    if (!build.note.present || own.size() < 7) continue;
    const Pin* of = find_pin(profile, build.of.value);
    const auto others = other_repos_words(profile, of != nullptr ? of->repo.value : "");
    for (const std::string& sentence : sentences(build.note.value)) {
      const std::string said = hash_said_own(sentence, others);
      if (said.empty() || same_commit(said, own)) continue;
      out.push_back({build.note.loc,
                     fmt::format("build '{}' is commit {}, but its own note puts it at {}: \"{}\"", build.id.value,
                                 own, said.substr(0, 7), trim(sentence)),
                     "a build's note speaks of that build: correct the build id or the note", {}});
      break;
    }
  }
  // A model fact source's document that names a pin's hash ("official HF config at snapshot
  // eb9eb208") speaks of that pin's revision, as a pin's own text does.
  for (const FactSource& source : profile.model.sources)
    for (const Pin& pin : profile.pins) {
      if (pin.revision.value.state != Revision::State::pinned || !source.document.present) continue;
      const std::string own = ascii_lower(pin.revision.value.hash);
      const auto hashes = hex_tokens(source.document.value);
      if (std::none_of(hashes.begin(), hashes.end(), [&](const std::string& h) { return same_commit(ascii_lower(h), own); }))
        continue;
      pin_text_against_revisions(profile, pin, source.document, out);
      break;
    }
  // A source read at a pin speaks of that pin's revision in its own title and note.
  for (const SourceRef& source : profile.sources) {
    const Pin* pin = find_pin(profile, source.pin.value);
    if (pin == nullptr) continue;
    const std::size_t before = out.size();
    pin_text_against_revisions(profile, *pin, source.note, out);
    if (out.size() == before) pin_text_against_revisions(profile, *pin, source.title, out);
  }
  return out;
}

Contradictions blend_names_self(const Profile& profile) {
  Contradictions out;
  for (const auto& entry : profile.do_not_blend)
    if (entry.id.value == profile.id.value)
      out.push_back({entry.id.loc,
                     fmt::format("do-not-blend entry '{}' names this profile itself", entry.id.value),
                     "a do-not-blend entry names the other profile this one must not be merged with", {}});
  return out;
}

Contradictions snapshot_pin_denied(const Profile& profile) {
  Contradictions out;
  const Text& ref = profile.official.snapshot_pin;
  if (!ref.present || ref.value.empty()) return out;
  const Pin* pin = find_pin(profile, ref.value);
  if (pin == nullptr) return out;  // a dangling id is BR503's
  if (pin->role.value != PinRole::official)
    out.push_back({ref.loc,
                   fmt::format("official.snapshot_pin names pin '{}', whose role is {}, not official", pin->id.value,
                               name_of(pin->role.value)),
                   "point snapshot_pin at the pin of the official snapshot (role: official)", {}});
  else if (scope_denies_official(pin->scope.value)) {
    out.push_back({ref.loc,
                   fmt::format("official.snapshot_pin names pin '{}', whose own scope denies it is the official "
                               "snapshot: \"{}\"",
                               pin->id.value, pin->scope.value),
                   "a pin that is not the official snapshot cannot hold the official figures", {}});
    // brief cannot know which half of the pair is wrong (the reference or the scope), so the
    // contradiction is reported at both, where an author editing either one sees it.
    out.push_back({pin->scope.loc,
                   fmt::format("pin '{}' is official.snapshot_pin, but its scope denies it is the official snapshot",
                               pin->id.value),
                   "a pin that is not the official snapshot cannot hold the official figures", {}});
  }
  return out;
}

Contradictions license_revision_differs(const Profile& profile) {
  Contradictions out;
  for (const auto& license : profile.licenses) {
    const std::string revision = ascii_lower(license.revision.value);
    if (revision.empty()) continue;
    std::vector<const Pin*> pins;
    for (const auto& pin : profile.pins)
      if (covers(license, pin) && pin.revision.value.state == Revision::State::pinned) pins.push_back(&pin);
    if (pins.empty()) continue;
    const bool matches = std::any_of(pins.begin(), pins.end(), [&](const Pin* pin) {
      return ascii_lower(pin->revision.value.hash) == revision;
    });
    if (matches) continue;
    out.push_back({license.revision.loc,
                   fmt::format("license '{}' is pinned to revision {}, but pin '{}' it covers is at {}",
                               license.subject.value, license.revision.value, pins.front()->id.value,
                               pins.front()->revision.value.hash),
                   "a license read at one revision says nothing of another: use the pin's revision, or re-read it", {}});
    // Either half may be the wrong one: the pin is reported too, where an author editing it sees it.
    for (const Pin* pin : pins)
      out.push_back({pin->revision.loc,
                     fmt::format("pin '{}' is at {}, but license '{}' that covers it is pinned to revision {}",
                                 pin->id.value, pin->revision.value.hash, license.subject.value,
                                 license.revision.value),
                     "a license read at one revision says nothing of another: pin the license's revision, or "
                     "re-read the license at this one", {}});
  }
  return out;
}

Contradictions source_revision_differs(const Profile& profile) {
  Contradictions out;
  for (const FactSource& source : profile.model.sources) {
    const std::string revision = ascii_lower(source.revision.value);
    if (!source.revision.present || !is_hash_word(revision)) continue;
    // The hashes the document names, as whole words: "snapshot eb9eb208", "at 5ab363a8".
    std::vector<std::string> named;
    std::string word;
    const std::string document = ascii_lower(source.document.value) + " ";
    for (char c : document) {
      if (ascii::isalnum(c)) {
        word += c;
        continue;
      }
      if (is_hash_word(word)) named.push_back(word);
      word.clear();
    }
    if (named.empty()) continue;
    const bool agrees = std::any_of(named.begin(), named.end(), [&](const std::string& h) {
      return revision.starts_with(h) || h.starts_with(revision);
    });
    if (agrees) continue;
    out.push_back({source.revision.loc,
                   fmt::format("model source '{}' is at revision {}, but its document names {}: '{}'", source.id.value,
                               source.revision.value, named.front(), source.document.value),
                   "a source's revision is the snapshot it was read at: give the revision its document names, or "
                   "correct the document",
                   {}});
  }
  return out;
}

Contradictions run_contradicts_records(const Profile& profile) {
  Contradictions out;
  const auto& nodes = profile.hardware.nodes;
  const std::string& bakeoff = profile.bakeoff.date.value;
  for (const auto& run : profile.catalog_runs) {
    if (run.nodes.present && nodes.present && run.nodes.value != nodes.value)
      // From the record's first line on to its nodes: the record as a whole is of a run on
      // another setup.
      out.push_back({run.loc.known() ? run.loc : run.nodes.loc,
                     fmt::format("catalog run '{}' ran on {} nodes, but this profile is for {}", name_of(run.kind.value),
                                 run.nodes.value, nodes.value),
                     "a run on another node count backs another profile, not this one", {}, run.nodes.loc});
    if (run.kind.value == CatalogRunKind::reproduction && is_date(run.date.value) && is_date(bakeoff) &&
        run.date.value < bakeoff)
      out.push_back({run.date.loc,
                     fmt::format("the reproduction is dated {}, before the bake-off it reproduces ({})", run.date.value,
                                 bakeoff),
                     "a reproduction comes after what it reproduces: check the date", {}});
  }
  return out;
}

namespace {

// The words that make a denied phrase about another revision than this checkpoint's: "not the
// official checkpoint", "not an earlier revision", "not the drafter's checkpoint".
bool sets_another_apart(std::string_view word) {
  for (std::string_view w : {"official", "original", "base", "upstream", "unquantized", "full-precision", "other",
                             "another", "different", "earlier", "previous", "older", "newer", "later", "drafter",
                             "draft", "runtime", "kit", "engine", "only"})
    if (word == w) return true;
  return false;
}

// True when a sentence of `text` denies being the checkpoint the subject words name: a run of
// negated tokens holding a subject word ("checkpoint", "exl3", the repository's name), or
// "this" before a word of a revision ("not this revision", "not this quant"), and no word that
// sets another revision apart.
bool denies_being(std::string_view text, const std::vector<std::string>& subject) {
  static const std::vector<std::string_view> kRevisionNoun{"revision", "snapshot", "commit", "quant", "quantization",
                                                           "weights", "repo", "repository", "release", "checkpoint"};
  for (const std::string& sentence : sentences(text)) {
    const auto analysis = analysed(sentence);
    const SentenceAnalysis& a = *analysis;
    if (a.question) continue;
    const auto& t = a.tokens;
    for (std::size_t k = 0; k < t.size();) {
      if (!a.negated[k] || a.attributed[k] || a.modality[k] != Modality::assertion) {
        ++k;
        continue;
      }
      std::size_t end = k;
      while (end < t.size() && a.negated[end] && a.clause_of[end] == a.clause_of[k]) ++end;
      bool names = false, apart = false;
      for (std::size_t j = k; j < end; ++j) {
        std::string w = t[j].text;
        if (w.size() > 2 && w.compare(w.size() - 2, 2, "'s") == 0) w.resize(w.size() - 2);
        apart = apart || sets_another_apart(w);
        names = names || std::find(subject.begin(), subject.end(), w) != subject.end();
        if (w == "this" || w == "these")
          for (std::size_t m = j + 1; m < end && m <= j + 3; ++m)
            names = names || std::find(kRevisionNoun.begin(), kRevisionNoun.end(), t[m].text) != kRevisionNoun.end();
      }
      if (names && !apart) return true;
      k = end;
    }
  }
  return false;
}

}  // namespace

Contradictions text_denies_checkpoint_pin(const Profile& profile) {
  Contradictions out;
  const std::string hint = "a text that says it is not this checkpoint cannot be read at the checkpoint's pin: correct "
                           "the pin, or the text";
  for (const Pin& pin : profile.pins) {
    if (pin.role.value != PinRole::checkpoint) continue;
    const std::vector<std::string> subject = subject_words(profile, pin);
    if (denies_being(pin.scope.value, subject)) {
      out.push_back({pin.role.loc,
                     fmt::format("pin '{}' has role checkpoint, but its own scope denies it is this checkpoint: \"{}\"",
                                 pin.id.value, pin.scope.value),
                     hint, {}, pin.scope.loc});
    }
    // "official: revision 5ab363a8... / scope: Not this EXL3 revision.": another pin holding the
    // checkpoint's own revision, while its scope denies it is this checkpoint, is pointed at it.
    if (pin.revision.value.state == Revision::State::pinned)
      for (const Pin& other : profile.pins) {
        if (&other == &pin || other.revision.value.state != Revision::State::pinned ||
            other.revision.value.hash != pin.revision.value.hash || !denies_being(other.scope.value, subject))
          continue;
        out.push_back({other.revision.loc,
                       fmt::format("pin '{}' holds revision {}, the checkpoint's own (pin '{}'), but its scope denies it "
                                   "is this checkpoint: \"{}\"",
                                   other.id.value, other.revision.value.hash, pin.id.value, other.scope.value),
                       hint, {}, other.scope.loc});
      }
    for (const SourceRef& source : profile.sources) {
      if (source.pin.value != pin.id.value) continue;
      for (const Text* text : {&source.title, &source.note}) {
        if (!text->present || !denies_being(text->value, subject)) continue;
        out.push_back({source.pin.loc,
                       fmt::format("source '{}' is read at pin '{}', the checkpoint's own pin, but its text denies it "
                                   "is this checkpoint: \"{}\"",
                                   source.title.value, pin.id.value, text->value),
                       hint, {}});
        out.push_back({text->loc,
                       fmt::format("the source's text denies it is this checkpoint, but its pin is '{}', the "
                                   "checkpoint's own pin",
                                   pin.id.value),
                       hint, {}});
        break;
      }
    }
  }
  return out;
}

}  // namespace brief::derivation
