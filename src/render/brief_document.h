#pragma once
// Lays a Brief out as a Document, section by section in the order of a review brief. Each
// add_* appends its sections; none of them computes a number, a total or a verdict.
#include <string>
#include <vector>

#include "model/lookup.h"  // find_pin, find_arm
#include "model/text.h"    // join_nonempty
#include "brief/brief.h"
#include "brief/render.h"
#include "render/document.h"

namespace brief::rendering {

Document brief_document(const Brief& brief, const RenderOptions& options);
// The text brief of a document (render_text is write_text(brief_document(...))): the HTML
// page embeds it without laying the brief out twice.
std::string write_text(const Document& doc, int width);

void add_summary_sections(Document& doc, const Brief& brief);       // summary, hardware
void add_component_overview(Document& doc, const Brief& brief);     // rows, absent, resident
void add_license_sections(Document& doc, const Brief& brief);       // licenses, commercial
void add_pin_sections(Document& doc, const Brief& brief);           // hashes, official, serving, disk
void add_component_details(Document& doc, const Brief& brief);
void add_memory_section(Document& doc, const Brief& brief);
void add_calculator_section(Document& doc, const Brief& brief);  // model facts, calculator
void add_observation_sections(Document& doc, const Brief& brief);
void add_closing_sections(Document& doc, const Brief& brief);       // preflight ... claims
// The author's disputes (RenderOptions::disputed_findings): a first section listing them, and
// each beside its claim wherever the document shows it.
void add_disputes(Document& doc, const RenderOptions& options);

// Shared phrasing helpers.
// What a section says when the profile gives it nothing (never an empty heading).
inline constexpr const char* kNoneInProfile = "None in this profile.";
std::vector<std::string> texts_of(const std::vector<Caveat>& caveats);
std::vector<std::string> texts_of(const TextList& list);

}  // namespace brief::rendering
