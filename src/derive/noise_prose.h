#pragma once
// The noise threshold a sentence gives ("gaps below 15 percent are noise", "a 5% noise band",
// "the noise threshold is 3%"): a typed fact of the bake-off (bakeoff.noise_percent), the line
// under which the source calls a difference noise. A sentence that gives another one moves
// that line, and with it which differences the brief may call a win.
#include <utility>
#include <vector>

namespace brief::derivation {

struct SentenceAnalysis;

// The percentages the sentence gives as the noise threshold, each as [low, high] (a range
// "3-5%" is both ends; one figure is low == high). A percentage counts when its clause names
// noise and it is the threshold: under a bounding word ("below", "under", "within"), right
// before the noise word ("5% noise", "15 percent are noise") or right after it ("a noise
// threshold of 5%"). A percentage that is a difference ("a 12% gap", "12% faster"), denied,
// supposed or asked is not read. The source's voice is read too: the typed threshold is the
// source's, so "per the source, 15% is noise" contradicts it just the same.
std::vector<std::pair<double, double>> noise_thresholds_stated(const SentenceAnalysis& a);

}  // namespace brief::derivation
