// The claim type's helpers (include/brief/claim.h): the payload each kind starts with, and
// the figures a claim asserts, whatever its kind.
#include "brief/claim.h"

namespace brief {

ClaimPayload empty_payload(ClaimKind kind) {
  switch (kind) {
    case ClaimKind::fit: return FitClaim{};
    case ClaimKind::capacity: return CapacityClaim{};
    case ClaimKind::total: return TotalClaim{};
    case ClaimKind::commercial: return CommercialClaim{};
    case ClaimKind::ranking: return RankingClaim{};
    case ClaimKind::reproduction: return ReproductionClaim{};
  }
  return FitClaim{};
}

const std::vector<ByteFigure>& figures_of(const Claim& claim) {
  static const std::vector<ByteFigure> none;
  if (const auto* capacity = claim.as<CapacityClaim>()) return capacity->figures;
  if (const auto* total = claim.as<TotalClaim>()) return total->figures;
  return none;
}

}  // namespace brief
