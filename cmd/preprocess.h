// -C: D scripts through the C preprocessor, as dtrace(8) runs cpp(1).
#pragma once

#include <string>

#include "cli.h"
#include "support/result.h"

namespace dtrace::cli {

// cpp's output for the script at `path`, with -D/-U/-I from `inv` and
// DTrace's predefined macros; line markers are kept, so errors name the
// script's own lines.  cpp's diagnostics go to stderr as they come.
Result<std::string> preprocess(const std::string& path, const Invocation& inv);

}  // namespace dtrace::cli
