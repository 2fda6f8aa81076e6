#include "derive/usable_capacity.h"

#include "derive/prose.h"
#include "derive/written_precision.h"

namespace brief::derivation {

std::vector<NominalCalledUsable> nominal_called_usable(const std::vector<SentenceReading>& readings,
                                                       const Hardware& hardware) {
  std::vector<NominalCalledUsable> out;
  for (const SentenceReading& r : readings)
    for (const ByteFigure& f : r.usable_figures)
      for (const MemoryPool& pool : hardware.pools) {
        const Bytes& nominal = pool.nominal.value;
        const Bytes& usable = pool.usable.value;
        if (!nominal.is_known() || !usable.is_known() || !figure_matches_either_unit(f, nominal.value())) continue;
        // The figure must lie above all the usable capacity could be ("about 121.6 GiB" spans
        // its last digit): a nominal figure the usable one rounds to claims nothing more.
        if (span_of(f).low <= span_of(usable).high) continue;
        out.push_back({&r, f, pool.id.value, nominal, usable});
        break;
      }
  return out;
}

}  // namespace brief::derivation
