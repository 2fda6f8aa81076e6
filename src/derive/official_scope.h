#pragma once
// The official figures describe the official snapshot. When the profile pins another
// checkpoint (a quantized revision in another repository), those figures are not its sizes.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Every byte field of this checkpoint's rows (file_size, resident, per_rank), of the disk plan
// and of the model's stored bytes that holds official.checkpoint_file, while the official
// snapshot pin is another repository or revision than the checkpoint pin: the official
// snapshot's file bytes written as this checkpoint's (the BF16 release's 328 GB on an EXL3
// ledger). Each located at the field.
Contradictions official_bytes_as_checkpoint(const Profile& profile);

}  // namespace brief::derivation
