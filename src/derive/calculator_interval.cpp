// An approximate byte count as the interval its words state: "about 18.6 GB" is every count
// that rounds to 18.6 GB, [18.55 GB, 18.65 GB], never exactly 18,600,000,000 bytes.
#include <cctype>

#include "derive/calculator_parts.h"

namespace brief::calc {

std::optional<Span> stated_interval(const Bytes& b) {
  if (!b.is_known()) return std::nullopt;
  const uint64_t v = b.value();
  if (!b.approximate()) return Span{v, v};
  // The last written digit sets the precision: half a unit of it either side.
  const std::string& text = b.as_written();
  std::size_t start = text.find_first_of("0123456789");
  if (start == std::string::npos) return std::nullopt;
  std::size_t end = start;
  int decimals = -1;
  while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '.' || text[end] == ',')) {
    if (text[end] == '.') decimals = 0;
    else if (decimals >= 0 && text[end] != ',') ++decimals;
    ++end;
  }
  // The unit alone ("1 GB") is what one unit of the written number is worth.
  std::string why;
  std::string one_unit(1, '1');
  one_unit.append(text, end, std::string::npos);
  const auto unit = parse_byte_quantity(one_unit, &why);
  if (!unit || !unit->is_known() || unit->value() == 0) return std::nullopt;
  unsigned __int128 step = unit->value();  // one unit of the last digit, times 2 (half either side)
  // A count without a unit ("about 18600000000") states its precision by its last nonzero
  // digit: its trailing zeros are not digits it vouches for (the same interval as "about
  // 18.6 GB"). A unit's written digits count, zeros too ("about 20 GB" is [19.5, 20.5] GB).
  if (unit->value() == 1 && decimals < 0) {
    const std::string digits = [&] {
      std::string d;
      for (std::size_t k = start; k < end; ++k)
        if (text[k] != ',') d.push_back(text[k]);
      return d;
    }();
    const auto last = digits.find_last_not_of('0');
    if (last == std::string::npos) return std::nullopt;  // "about 0": no digit states a precision
    for (std::size_t k = last + 1; k < digits.size(); ++k) step *= 10;
  }
  unsigned __int128 scale = 2;
  for (int i = 0; i < decimals; ++i) scale *= 10;
  const unsigned __int128 half = step / scale;
  if (half == 0) return Span{v, v};
  const uint64_t h = static_cast<uint64_t>(half);
  const uint64_t low = v > h ? v - h : 0;
  const uint64_t high = UINT64_MAX - v < h ? UINT64_MAX : v + h;
  return Span{low, high};
}

}  // namespace brief::calc
