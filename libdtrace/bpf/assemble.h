// Turns an ir::Function into BPF instructions: assigns virtual registers to
// r6-r9 (callee-saved, so they survive helper calls) or r0-r5 where no call
// or fixed use intervenes, spills the rest to stack slots, resolves labels,
// and encodes.  Map references stay symbolic (the map index in imm, with a
// relocation) until the loader patches in real fds.
#pragma once

#include <linux/bpf.h>

#include <cstdint>
#include <vector>

#include "ir/ir.h"
#include "support/result.h"

namespace dtrace::bpf {

struct MapReloc {
  uint32_t insn;  // index of the ld_imm64's first half
  uint32_t map;   // index into the program's maps
};

// Where an instruction of the image comes from in the D source (clause -1:
// code of no clause).
struct SourceOrigin {
  int32_t clause = -1;
  SourceLoc loc;
};

struct Image {
  std::vector<bpf_insn> insns;
  std::vector<MapReloc> relocs;
  std::vector<SourceOrigin> origins;  // one per instruction
};

Result<Image> assemble(const ir::Function& f);

// Writes map fds into an image's ld_imm64 instructions.
void patch_maps(Image& image, const std::vector<int>& map_fds);

}  // namespace dtrace::bpf
