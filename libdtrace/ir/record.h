// Plain-data products of compilation that the consumer needs to print what
// the kernel recorded (DESIGN.md 2.4): a RecordLayout per statement id, an
// AggregationDesc per aggregation, and the printf format table.  No fds, no
// AST: consume/ depends on these and never on the compiler.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace dtrace::types {
class Type;
}

namespace dtrace::ir {

// The record header every program writes in front of a record (DESIGN.md D3):
// {u32 size (bytes after the header), u32 stid, u32 prid, u32 specid}.
// A record whose specid (the low 16 bits of the last word) is nonzero was
// written by a clause after speculate(specid): the consumer keeps it until
// a commit() or discard() record names that speculation.
struct RecordHeader {
  uint32_t size;
  uint32_t stid;
  uint32_t prid;
  uint32_t specid;
};
static_assert(sizeof(RecordHeader) == 16);

// A runtime fault stops the faulting clause and writes a record with this
// statement id; its data is a FaultRecord.  The codes are DTrace's
// DTRACEFLT_* values.
inline constexpr uint32_t kFaultStid = UINT32_MAX;
enum class Fault : uint32_t {
  BadAddr = 1, BadAlign = 2, IllOp = 3, DivZero = 4, NoScratch = 5, KPriv = 6, UPriv = 7,
  TupleOverflow = 8, BadStack = 9, BadSize = 10, BadIndex = 11, Library = 1000,
};
struct FaultRecord {
  uint32_t fault;   // Fault
  uint32_t clause;  // 0-based clause index: dt_clause_<clause>
  uint64_t pc;      // BPF instruction index of the faulting instruction
  uint64_t addr;    // the offending address, when there is one
  uint32_t site;    // index into CompiledProgram::fault_sites: where in the D source
  uint32_t reserved;
};
static_assert(sizeof(FaultRecord) == 32);

// DTrace's words for a fault, as its error line prints them.
inline const char* fault_text(uint32_t f) {
  switch (static_cast<Fault>(f)) {
    case Fault::BadAddr: return "invalid address";
    case Fault::BadAlign: return "invalid alignment";
    case Fault::IllOp: return "illegal operation";
    case Fault::DivZero: return "divide-by-zero";
    case Fault::NoScratch: return "out of scratch space";
    case Fault::KPriv: return "invalid kernel access";
    case Fault::UPriv: return "invalid user access";
    case Fault::TupleOverflow: return "tuple stack overflow";
    case Fault::BadStack: return "bad stack";
    case Fault::BadSize: return "invalid size";
    case Fault::BadIndex: return "index out of bounds";
    case Fault::Library: return "library-level fault";
  }
  return "unknown fault";
}

// How one recorded datum is laid out and how to read it back.
struct RecordField {
  enum class Kind {
    Int,     // signed integer of `size` bytes (1, 2, 4, 8)
    UInt,    // unsigned integer of `size` bytes
    String,  // NUL-padded string of `size` bytes (strsize)
    Bytes,   // raw bytes (structs, arrays, tracemem): printed as a hex dump
    Stack,   // stack(): u64 bytes of pcs the kernel wrote, then u64 pcs
    KSym,    // sym()/func(): a u64 kernel address printed as module`function
    KMod,    // mod(): a u64 kernel address printed as its module
    // usym()/ufunc(), uaddr(), umod(): 16 bytes {u64 addr, u64 tgid}, a user
    // address printed, in that process, as module`function, as
    // module`function+0xoff, or as the module
    USym,
    UAddr,
    UMod,
  } kind = Kind::Int;
  uint32_t offset = 0;  // from the start of the data (after the header)
  uint32_t size = 0;
};

// A Stack field holds a user stack (ustack()) when its first word has this
// bit set: bits 32-62 are then the pid whose addresses the pcs are, bits
// 0-31 the byte count.  (ustack shares stack()'s type, so the record says
// which it is.)
inline constexpr uint64_t kUserStackFlag = uint64_t{1} << 63;

// One data-recording action of a clause and the fields it owns.
struct RecordAction {
  enum class Kind {
    Trace,     // trace(expr): one field; tracemem(addr, n, nbytes) has a
               // second, the u64 count of the n bytes to print
    Printf,    // printf(fmt, args...): format_id, one field per argument
    Exit,      // exit(status): one Int field; stops tracing
    Printa,    // printa([fmt,] @a...): format_id (-1: default), agg_ids
    Clear,     // clear(@a)
    Trunc,     // trunc(@a[, n]): field 0 is n when present
    Normalize, // normalize(@a, n): field 0 is n
    Denormalize,
    Setopt,    // setopt(name[, value]): field 0 the name, field 1 the value
               // (String fields; no value means "1")
    System,    // system(fmt, args...)
    Commit,    // commit(id): field 0 the id (u32), field 1 nonzero when this
               // commit moved the speculation from active to draining
    Discard,   // discard(id): the same fields
    Print,     // print(expr): field 0 the address (u64), field 1 the object's
               // bytes (up to kPrintMax); `type` is expr's type
    Freopen,   // freopen(fmt, args...): format_id, one field per argument;
               // an empty format restores the original output
    Ftruncate, // ftruncate(): no fields; empties the output file
  } kind = Kind::Trace;
  std::vector<RecordField> fields;
  int format_id = -1;
  std::vector<int> agg_ids;
  // Print and Trace: the argument's type, owned by the handle's TypeTable
  // (which outlives every record); print() of a pointer prints "addr = *"
  // and its target, trace() of a char array prints a string if it is one.
  const types::Type* type = nullptr;
};

// The most bytes of one object print() copies; the printsize option cuts
// the output further when the consumer prints it.
inline constexpr uint32_t kPrintMax = 8192;

// Everything one clause records when it fires, addressed by its statement id.
struct RecordLayout {
  uint32_t stid = 0;
  uint32_t size = 0;             // bytes of data after the header
  int clause = 0;                // Oracle's statement number (dt_clause_N)
  int clause_index = 0;          // 0-based index among all clauses
  // A clause with if/else records which of its actions ran: the first 8
  // data bytes are a mask, bit i set when action i (i < 64) executed.
  bool masked = false;
  std::vector<RecordAction> actions;
};

// The aggregating functions (sema/aggs.def names them for D).
enum class AggFunc { Count, Sum, Avg, Min, Max, Stddev, Quantize, Lquantize, Llquantize };

// One aggregation: how its BPF map is keyed and what its value holds.
//
// Value layout (per CPU), as 64-bit words; word 0 is always the number of
// updates on that CPU, so the consumer can tell a CPU's untouched slot from a
// real value when merging (untouched per-CPU slots read as zero):
//   Count:      {n}                       (the count is n)
//   Sum:        {n, sum}
//   Avg:        {n, sum}                  (printed as sum / n, integer division)
//   Min, Max:   {n, value}
//   Stddev:     {n, sum, sumsq_lo, sumsq_hi}   (128-bit unsigned sum of squares)
//   Quantize:   {n, bucket[127]}          bucket 63 holds 0; 64+k holds [2^k, 2^(k+1)-1];
//                                         62-k holds [-(2^(k+1)-1), -2^k]
//   Lquantize:  {n, bucket[levels + 2]}   levels = (limit - base) / step; bucket 0 is
//                                         < base, bucket levels+1 is >= limit
//   Llquantize: {n, bucket[nbuckets]}     DTrace's llquantize bucketing
// Bucket words are signed (an increment argument may be negative).
struct AggregationDesc {
  int id = 0;
  std::string name;  // without '@'; "" for the anonymous aggregation
  AggFunc func = AggFunc::Count;
  std::vector<RecordField> keys;  // packed key tuple layout
  uint32_t key_size = 0;          // bytes (0: keyless, a per-CPU array slot)
  uint32_t value_size = 0;        // bytes of the per-CPU value
  // lquantize: base, limit, step; llquantize: factor, low, high, nsteps.
  int64_t params[4] = {0, 0, 0, 0};
  uint32_t map_index = 0;  // which MapSpec holds it
};

}  // namespace dtrace::ir
