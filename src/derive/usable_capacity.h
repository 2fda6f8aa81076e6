#pragma once
// A pool's nominal capacity given as memory the model can use. The hardware entry records what
// an OS on the node sees (DGX Spark: 128 GiB nominal, about 121.6 GiB usable); "all 128 GiB go
// to the model" claims the part the OS and firmware keep as well, so every fit read against it
// is looser than the node allows.
#include <string>
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

struct NominalCalledUsable {
  const SentenceReading* reading = nullptr;
  ByteFigure figure;       // "128 GiB"
  std::string pool;        // the pool's id: "uma"
  Bytes nominal, usable;   // as the hardware entry records them
};

// Each figure a sentence gives as usable (SentenceReading::usable_figures) that is a pool's
// nominal capacity (in either unit family) while the entry records a smaller usable capacity.
std::vector<NominalCalledUsable> nominal_called_usable(const std::vector<SentenceReading>& readings,
                                                       const Hardware& hardware);

}  // namespace brief::derivation
