#pragma once
// What each license does and does not cover, derived from its role, whether its text was
// read, and the other licenses beside it.
#include <string_view>
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

// Whether the text was read: read, not read, or not stated (the key is absent).
TextRead text_read_state(const License& license);
// The one phrase for each state, lowercase, claiming no more than the profile states: "the
// license text was read", "the license text was not read", "not stated that the license text
// was read" (absent is not "not read").
std::string_view text_read_phrase(TextRead state);
// The id, key or name says non-commercial or research-only ("NonCommercial", "-NC-", "research
// use only"), or one of its notes does ("released for research use only"), whatever the
// profile's commercial value says.
bool has_non_commercial_terms(const Profile& profile, const License& license);

// A license note that says its text was not read: "does not include the ... license text",
// "must be read", "check every weight's license", "not read", "unread", "never opened".
bool note_says_unread(std::string_view note);
// A preflight step that still asks to read, check, confirm or verify a license's text. A step
// that takes a read text to someone for a decision ("check the MAU clause with legal", "have
// counsel sign off on section 4") asks for a sign-off, not a reading, unless it also says read.
bool step_asks_to_read(std::string_view step);

LicenseView license_view(const Profile& profile, const License& license);
// What a sentence in the license's own notes may say of its terms: commercial use allowed by
// its entry and by brief's table of terms, its text not recorded unread ("Apache-2.0 allows
// commercial use of the kit itself" under a kit license the source calls allowed). The
// deployment's verdict (effective) still waits for the text to be read.
bool allowed_on_its_record(const LicenseView& view);
// True when a lowercase text names the part a license covers: a word of its part's role
// ("weights", "weight", "checkpoint" for the weights; "drafter", "engine", "kit", "dataset"),
// or its subject or target as a word. Every reader of "which license does this text speak
// of" asks here (BL208, BL212, BL213).
bool names_license_part(const License& license, std::string_view lowered);
// True when a lowercase text speaks of every license at once ("every license here", "all
// the licences", "each license").
bool names_every_license(std::string_view lowered);
std::vector<LicenseView> license_views(const Profile& profile);
// "CC-BY-NC-ND-4.0", else the license key, else the name; "" when nothing was read.
std::string license_short_name(const License& license);

}  // namespace brief::derivation
