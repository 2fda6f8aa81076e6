#pragma once
// References inside one profile that must agree with what they point at: a do-not-blend entry
// names another profile, the official snapshot pin is an official pin whose scope allows it,
// a license pinned to a revision names the revision of the pin it covers, and the catalog's
// own run records match the bake-off they reproduce and the hardware they ran on.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// A do-not-blend entry whose id is the profile's own id.
Contradictions blend_names_self(const Profile& profile);
// official.snapshot_pin naming a pin whose role is not official, or whose scope says it is
// not the official snapshot ("not the official", "unofficial").
Contradictions snapshot_pin_denied(const Profile& profile);
// A license revision that is no revision of the pins it covers (drafter license and drafter
// pin, weights license and checkpoint pin, a target equal to a pin's repo).
Contradictions license_revision_differs(const Profile& profile);
// A model source whose revision is not the snapshot its own document names ("official HF
// config, snapshot eb9eb208" with revision 5ab363a8...): one of the two is another file's.
Contradictions source_revision_differs(const Profile& profile);
// A catalog run on another node count than hardware.nodes, or a reproduction dated before
// the bake-off it reproduces.
Contradictions run_contradicts_records(const Profile& profile);
// A pin's own note or scope (or the title or note of a source read at the pin) that puts the
// pin at another revision than its own: a full
// revision written there that is not the pin's ("Read at kit commit 5624dfc6..." on a pin at
// 441de756...), or a sentence that says the pin is another pin's revision ("the same snapshot
// is also the EXL3 checkpoint's revision", "scope of this EXL3 checkpoint revision") while the
// two revisions differ. A sentence that denies it is not read. Reported at the text and at the
// pin's revision, as either may be the false one.
Contradictions pin_text_names_other_revision(const Profile& profile);
// A source read at the checkpoint's own pin (a pin of role checkpoint), or that pin's scope,
// whose own title, note or scope denies being this checkpoint ("Not this EXL3 revision.",
// "does not describe the quantized checkpoint"): the denied words name the checkpoint (this
// revision, the checkpoint, its quantization, its repository's name) and nothing that sets
// another apart (official, original, base, another, earlier, the drafter). Reported at the pin
// reference and at the text, as either may be the false half.
Contradictions text_denies_checkpoint_pin(const Profile& profile);

}  // namespace brief::derivation
