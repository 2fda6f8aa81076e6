#pragma once
// Role, residence and access of one row must agree: a row read by matmul, an attention cache,
// a recurrent state or a scratch buffer is in memory, so it is neither a file ledger, nor
// absent, nor on a local disk. Where they disagree, the pool equations leave out a row whose
// own access says it takes memory, so the memory verdict cannot be a fit.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// The access says the row is held in memory (everything but `none`).
bool access_in_memory(Access access);

// A file-ledger or not-present row whose access says it is read in memory, located at the role.
Contradictions role_contradicts_access(const Profile& profile);
// A row whose access needs memory (resident matmul, attention cache, recurrent state, runtime
// scratch) placed on a local-disk residence, located at the residence. Sparse routed matmul
// may stream experts from a disk, so it is not one of them.
Contradictions access_on_local_disk(const Profile& profile);

}  // namespace brief::derivation
