// systemtap SDT probes (design/usdt.md 6.3): the .note.stapsdt notes that
// libstdc++, Python, PostgreSQL and programs built with <sys/sdt.h> carry,
// and their x86_64 argument specs.  Nothing registers these probes: dtrace
// reads the notes from the files a process maps.  The notes are untrusted
// input (any user can run a crafted ELF): every length is bounded, every
// string must end inside its note, and a note that does not parse is
// skipped.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace dtrace::dof {

// One argument: where its value is when the probe's NOP executes.
struct SdtArg {
  enum class Kind : uint8_t { Reg, Imm, Mem };
  Kind kind = Kind::Imm;
  uint8_t size = 8;        // 1, 2, 4 or 8 bytes
  bool is_signed = false;
  int16_t reg = -1;        // byte offset of the (base) register in pt_regs
  uint8_t reg_shift = 0;   // 8 for %ah, %bh, %ch, %dh
  int16_t index = -1;      // Mem: index register's pt_regs offset, or -1
  uint8_t scale = 1;       // Mem: index scale
  int64_t value = 0;       // Imm: the value; Mem: the displacement
};

struct SdtProbe {
  std::string provider, name;  // as in the note ("function__entry")
  uint64_t pc = 0;             // link-time address of the NOP, prelink-adjusted
  uint64_t semaphore = 0;      // link-time address of the u16 semaphore, or 0
  std::vector<SdtArg> args;
  bool args_ok = true;         // false: an operand we cannot decode
};

// The x86_64 argument spec "-4@%edi 8@-16(%rbp) 8@$3", or nullopt if any
// operand is not understood (a %rip-relative one, floating point, ...).
// Only the first ten operands are decoded and returned.
std::optional<std::vector<SdtArg>> parse_argspec(std::string_view spec);

// The stapsdt probes of an ELF file; empty when it has none.
Result<std::vector<SdtProbe>> read_stapsdt(const std::string& path);

// Parses the descriptors of one .note.stapsdt section's contents
// (exposed for tests).  `base_addr` is the .stapsdt.base section's
// address, or 0 when there is none.
std::vector<SdtProbe> parse_stapsdt_notes(const uint8_t* data, size_t size, uint64_t base_addr);

}  // namespace dtrace::dof
