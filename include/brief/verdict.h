#pragma once
// The three memory verdicts. A model-layer header of its own, so the one vocabulary
// (model/names.h) names them without reaching up into the derived Brief (brief.h).

namespace brief {

enum class VerdictKind { unknown, does_not_fit, fits };

}  // namespace brief
