// Kernel symbols from /proc/kallsyms, read the first time a kernel address
// needs a name (stack(), and later sym()/func()/%a), and DTrace's way of
// printing an address with them: module`function+0xoffset.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "ir/record.h"
#include "load/kallsyms.h"

namespace dtrace::consume {

class KernelSymbols {
 public:
  // "vmlinux`do_sys_openat2+0x8a" (no "+0x0" at a function's start), or
  // "0xffffffff81000000" when no symbol covers pc.
  std::string format(uint64_t pc);
  // sym()/func(): "vmlinux`do_sys_openat2" (no offset); mod(): "vmlinux".
  std::string symbol(uint64_t pc);
  std::string module(uint64_t pc);
  // The start of the function containing pc (pc itself when unknown): the
  // identity sym() keys are consolidated by.
  uint64_t function_start(uint64_t pc);

 private:
  void read();
  const dtrace::load::KernelSym* find(uint64_t pc);
  std::vector<dtrace::load::KernelSym> syms_;
  bool loaded_ = false;
};

// A recorded stack() as DTrace prints it: a newline, then one frame per
// line, each indented by `indent` spaces (the stackindent option).
std::string render_stack(const ir::RecordField& f, std::span<const uint8_t> data, int indent,
                         KernelSymbols& ksyms);

}  // namespace dtrace::consume
