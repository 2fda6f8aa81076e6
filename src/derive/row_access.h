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

// A file-ledger or not-present row whose access says it is read in memory; a runtime row read by
// matmul; a weights row (main, subcomponent, separate resident) held as a cache, scratch or
// state. Located at the role, running on to the access.
Contradictions role_contradicts_access(const Profile& profile);
// A not-present row whose own placement, evidence or notes say it is loaded or held in memory
// ("The Engram table loads into the unified pool"), located at that text and spanning its role.
// Only these rows' texts are read here, so the memory verdict can read the list before the
// profile's prose is analysed.
Contradictions absent_row_said_present(const Profile& profile);
// A row that names itself a recurrent state (its id or name says "recurrent") read as an
// attention cache while another present row is already the attention cache (the KV cache): a
// recurrent state is the fixed state of linear-attention layers, not a second KV cache.
// Located at the name (or id) that says so, running on to the access.
Contradictions state_row_read_as_attention_cache(const Profile& profile);
// A row whose access needs memory (resident matmul, attention cache, recurrent state, runtime
// scratch) placed on a local-disk residence, located at the residence. Sparse routed matmul
// may stream experts from a disk, so it is not one of them.
Contradictions access_on_local_disk(const Profile& profile);
// A row whose residence is a local disk while its own placement puts it in a memory pool
// ("Unified pool", "in GPU memory"), or a row in a memory pool whose placement puts it on a
// disk ("on local NVMe"); read over the placement's sentences that are not negated, and only
// when they name one side (a row streamed from NVMe into the pool names both). Located at the
// residence, running on to the placement.
Contradictions residence_against_placement(const Profile& profile);

}  // namespace brief::derivation
