// Rendering of diagnostics in DTrace's words.
#include "diag/diagnostic.h"

namespace dtrace::diag {

std::string_view tag_name(Tag tag) {
  switch (tag) {
#define X(name) \
  case Tag::name: return #name;
#include "diag/tags.def"
#undef X
  }
  return "D_UNKNOWN";
}

std::string render(const Diagnostic& d, std::string_view where, bool errtags) {
  std::string out = fmt::format("{}: ", where);
  if (errtags) out += fmt::format("[{}] ", tag_name(d.tag));
  if (d.loc.line != 0) out += fmt::format("line {}: ", d.loc.line);
  out += d.text;
  return out;
}

}  // namespace dtrace::diag
