#pragma once
// The `model:` section describes the same checkpoint as the rest of the profile, so its facts
// must agree with the official figures, the file ledger and disk plan, the checkpoint's name,
// and the component rows its layout implies.
#include <optional>
#include <string_view>

#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Every disagreement, each located at the model fact:
// - parameters (class all) vs official.parameters; routed experts vs official.routed_experts;
// - stored bytes (class all) vs the file ledger's file_size and the disk plan's checkpoint item;
// - bits per weight (class all) vs the bits the checkpoint's name or the subject arm's
//   quantization gives ("4bpw", "4-bit"), half a bit apart or more (a name is a nominal label);
// - linear-attention layers with no present recurrent-state row, or a present recurrent-state
//   row while a known layout has no linear-attention layer;
// - mtp_layers not present (or 0) while the profile's own prose speaks of the model's MTP, not
//   denied ("An empty DRAFTER uses MTP only"), reported at both;
// - a stored class whose own note, or a model source whose document, gives it as a recipe the
//   profile says not to blend with ("Dense q4, as in the Mia recipe").
Contradictions model_contradicts_profile(const Profile& profile);

// The model's layout has linear-attention layers and no present component row has access
// recurrent-state: the row BM112 asks for (brief inspect --into adds it).
bool lacks_state_row(const Profile& profile);

// The id of a present recurrent-state row while the model's known layout has no
// linear-attention layer (the other side of BM112); empty when there is none.
std::string stray_state_row(const Profile& profile);

// A model source labelled measured without the header hash a measurement leaves: measured
// facts come from reading checkpoint headers (`brief inspect`), never from a document.
Contradictions measured_without_header(const Profile& profile);

// The bits per weight a checkpoint's name gives: "…-tr3-4bpw" -> 4, "EXL3 4.5bpw" -> 4.5,
// "Q 4-bit" -> 4; nullopt when it gives none.
std::optional<Decimal> bits_in_name(std::string_view name);
// A name's "4bpw" is a nominal label: a format that stores 4.13 bits per weight on average
// (scales, heads kept wider) still calls itself 4bpw. Half a bit apart is another format.
bool differs_by_half_a_bit(const Decimal& a, const Decimal& b);

}  // namespace brief::derivation
