// SourceLoc: where a token or AST node came from, for diagnostics.
#pragma once

#include <cstdint>

namespace dtrace {

struct SourceLoc {
  uint32_t line = 0;    // 1-based; 0 means "no location"
  uint32_t column = 0;  // 1-based
};

}  // namespace dtrace
