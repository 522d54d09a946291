// libFuzzer entry point for the D lexer and parser: every input is a D
// program.  A diag::CompileError is the parser's normal way to refuse bad
// text; anything else (a crash, a sanitizer report, another exception, a
// hang) is a bug the fuzzer reports.  Each input is parsed twice, as a -s
// file and as -n text, since the two modes accept different programs, and a
// successful parse is dumped so the tree it built is walked too.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "diag/diagnostic.h"
#include "parse/parser.h"

namespace {

void parse_once(std::string_view text, bool from_file) {
  dtrace::parse::ParseOptions options;
  options.from_file = from_file;
  try {
    dtrace::ast::Program program = dtrace::parse::parse_program(text, options);
    (void)dtrace::parse::dump(program);
  } catch (const dtrace::diag::CompileError&) {
    // The normal error path: a diagnostic for the user.
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  parse_once(text, true);
  parse_once(text, false);
  return 0;
}
