#pragma once
// A claim read from prose: one sentence, in the catalog's own voice, asserting something a
// derived verdict can contradict. Written only by derive (src/derive/claims.cpp), read by the
// rules through the Brief. Each kind carries only what judging it needs, so a rule cannot read
// a field that its kind never sets: a ranking has no figures, a fit no node count.
#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace brief {

// A byte figure written in prose: "256 GB", "about 84 GB", "305.778 GiB", "1,234 bytes",
// "256GB", "256 gigabytes", "0.25 TB", "~256 GB".
struct ByteFigure {
  __int128 units = 0;      // the digits without separators and point
  int scale = 0;           // digits after the point
  __int128 multiplier = 1; // bytes per unit (1, 1000^k, 1024^k)
  bool approximate = false;
  std::string text;        // as written
  std::size_t offset = 0;  // where it starts in the text it was read from
};

// A memory fit or headroom: "fits", "enough memory", "room to spare".
struct FitClaim {};

// A capacity figure with words that add pools ("together", "combined"), or a bare byte figure
// the sentence gives as what the setup holds ("the pair: 256 GB").
struct CapacityClaim {
  std::vector<ByteFigure> figures;
  bool about_disk = false;   // the figure is about disk, downloads or files
  // No word made it a capacity: the figure alone, read as one. It is judged as a stated
  // memory figure, not as pools added together.
  bool bare_figure = false;
};

// A total of rows: "in total", "comes to", "adds up to" with a figure.
struct TotalClaim {
  std::vector<ByteFigure> figures;
  bool about_disk = false;   // a total of disk, downloads or files
  bool bound = false;        // stated as a bound: "at least", "a lower bound of"
};

// Commercial use is fine, permitted or cleared.
struct CommercialClaim {};

// A ranking or speed-up: "fastest", "beats", "2x faster", "30% faster".
struct RankingClaim {
  bool says_quantizations_differ = false;  // its sentence states the caveat ("with different quantizations")
  bool ratio = false;                      // a multiple ("2.7x", "1.9 times") or a margin in percent, not a word
  std::vector<double> numbers;             // the plain numbers it writes ("127 s against 183 s": 127, 183)
};

// This catalog reproduced, verified, validated, deployed or measured it.
struct ReproductionClaim {
  int64_t nodes_named = 0;   // "validated at four nodes" -> 4; 0 when none is named
};

// The kinds, in the order of ClaimPayload's alternatives.
enum class ClaimKind { fit, capacity, total, commercial, ranking, reproduction };
using ClaimPayload =
    std::variant<FitClaim, CapacityClaim, TotalClaim, CommercialClaim, RankingClaim, ReproductionClaim>;

// The payload a kind starts with.
ClaimPayload empty_payload(ClaimKind kind);

struct Claim {
  std::string sentence;  // the sentence as written
  std::string trigger;   // the words that make it a claim ("fits comfortably"); empty for a bare figure
  std::string clause;    // the clause it was found in
  bool rebutted = false; // quotes a claim to rebut it ("X says 256 GB; brief counts two pools")
  ClaimPayload payload;

  ClaimKind kind() const { return static_cast<ClaimKind>(payload.index()); }
  template <class Kind> const Kind* as() const { return std::get_if<Kind>(&payload); }
  template <class Kind> Kind* as() { return std::get_if<Kind>(&payload); }
};

// The byte figures a claim asserts (a capacity's or a total's; none for other kinds).
const std::vector<ByteFigure>& figures_of(const Claim& claim);

}  // namespace brief
