// libFuzzer entry point for the stapsdt note walker and argspec parser
// (dof/stapsdt.h): the notes come from any ELF file a traced process maps,
// so every input is untrusted.  Skipping a malformed note is the normal
// outcome; a crash, a sanitizer report or a hang is a bug.  The input is
// read both as a .note.stapsdt section and as one argspec string.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "dof/stapsdt.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  (void)dtrace::dof::parse_stapsdt_notes(data, size, size > 8 ? data[0] * 0x1000ull : 0);
  (void)dtrace::dof::parse_argspec(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
