#pragma once
// One function per part of a profile; diff_profiles calls them in profile order.
#include "diff/change_list.h"

namespace brief::diffing {

void diff_header(ChangeList& out, const Profile& a, const Profile& b);       // id, title, provenance, recipe
void diff_hardware(ChangeList& out, const Profile& a, const Profile& b);     // hardware, parallelism
void diff_components(ChangeList& out, const Profile& a, const Profile& b);   // residences, components
void diff_licenses(ChangeList& out, const Profile& a, const Profile& b);
void diff_pins(ChangeList& out, const Profile& a, const Profile& b);         // pins, builds, hashes, sources
void diff_official(ChangeList& out, const Profile& a, const Profile& b);     // official config, serving, disk
void diff_bakeoff(ChangeList& out, const Profile& a, const Profile& b);
void diff_closing(ChangeList& out, const Profile& a, const Profile& b);      // preflight .. claims, suppressions
void diff_model(ChangeList& out, const Profile& a, const Profile& b);        // the model: section (model_diff.cpp)

}  // namespace brief::diffing
