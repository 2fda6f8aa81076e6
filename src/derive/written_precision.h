#pragma once
// The span a written byte figure stands for. "about 165 GB" was rounded to a whole GB, and an
// author who rounds to fives writes it too, so it stands for 162.5-167.5 GB; "about 170 GB"
// for 165-175 GB; "121.6 GiB" for 121.55-121.65 GiB; "300 GB", given plainly, for 299.5-300.5
// GB. An approximate figure stands for at least 1% either side. Two figures for one quantity disagree
// only when their spans do not meet, so a comparison is as strict as the figures' own digits
// and no stricter: a flat tolerance (5%) lets "about 259 GB" pass for 165 + 84 GB.
#include "brief/bytes.h"
#include "brief/claim.h"

namespace brief::derivation {

struct ByteSpan {
  double low = 0;
  double high = 0;
};

// The span of a figure read from prose; of a typed count (exact unless approximate, then
// read from how the profile wrote it).
ByteSpan span_of(const ByteFigure& figure);
ByteSpan span_of(const Bytes& count);

// The span of a sum: its operands' spans added.
ByteSpan operator+(const ByteSpan& a, const ByteSpan& b);

// Whether two spans for one quantity cannot both be right.
bool spans_apart(const ByteSpan& a, const ByteSpan& b);

// Whether a known count lies inside a figure's span ("121.6 GiB" read as 121.6 GB does not
// hold "about 120 GB"; "176 GB" holds a checkpoint_file of "about 176 GB").
bool span_holds(const ByteSpan& span, const Bytes& count);

}  // namespace brief::derivation
