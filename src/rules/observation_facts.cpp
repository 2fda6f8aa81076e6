#include "rules/observation_facts.h"

#include "rules/prose.h"

namespace brief::rules {

const Arm* find_arm(const Profile& p, std::string_view id) {
  for (const auto& a : p.bakeoff.arms)
    if (a.id.value == id) return &a;
  return nullptr;
}

std::vector<const Arm*> arms_of(const Profile& p, const Observation& o) {
  std::vector<const Arm*> out;
  if (o.cells.empty()) {
    for (const auto& a : p.bakeoff.arms) out.push_back(&a);
    return out;
  }
  for (const auto& c : o.cells)
    if (const Arm* a = find_arm(p, c.arm.value)) out.push_back(a);
  return out;
}

bool quantizations_differ(const std::vector<const Arm*>& arms) {
  for (const Arm* a : arms)
    if (a->quantization.value.empty() || a->quantization.value != arms.front()->quantization.value) return true;
  return false;
}

std::string win_claim(std::string_view text) {
  static const std::string_view kWords[] = {"faster", "fastest", "slower", "win", "wins", "won", "winner",
                                            "beat", "beats", "outperforms", "outperform", "better than",
                                            "best", "ahead of", "leads", "ranks", "ranking", "superior"};
  for (const auto& s : sentences(text)) {
    std::string l = lower(s);
    if (is_negated(l) || l.find("not a same-precision") != std::string::npos) continue;
    for (auto w : kWords)
      if (has_word(l, w)) return s;
  }
  return {};
}

}  // namespace brief::rules
