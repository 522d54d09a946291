// The machine state every program keeps in its per-CPU scratch map value
// (DESIGN.md D6): the D context that a provider's trampoline fills (probe id
// and arguments), the record under construction, clause-local variables and
// temporaries.  Providers and lowering agree on these offsets.
#pragma once

#include <cstdint>

namespace dtrace::ir::mstate {

inline constexpr int16_t kPrid = 0;        // u32: the PRID of the probe that fired
inline constexpr int16_t kArgs = 8;        // u64[10]: arg0..arg9
inline constexpr int kNumArgs = 10;
inline constexpr int16_t kTimestamp = 88;  // u64: cached timestamp (0: not read yet)
inline constexpr int16_t kErrno = 96;      // u64: errno (syscall return probes set it)
// u64: the task a probe fires for when it is not the current one
// (probes::fires_for_incoming_task); set by the provider's trampoline.
inline constexpr int16_t kTask = 104;
inline constexpr int16_t kRecord = 128;    // RecordHeader, then the record data
// The record area is at least this large; a trampoline may use it as
// scratch, since no clause has started a record yet.
inline constexpr uint32_t kRecordMin = 128;

// The map indices every program uses (CompiledProgram::maps).
inline constexpr uint32_t kMapMstate = 0;   // per-CPU array, 1 entry: this layout
inline constexpr uint32_t kMapRingbuf = 1;  // the session's ring buffer
inline constexpr uint32_t kMapState = 2;    // array, 1 entry: session state (activity)
inline constexpr uint32_t kMapCpuInfo = 3;  // per-CPU array: drop counters, cpuinfo_t
inline constexpr uint32_t kMapGlobals = 4;  // array, 1 entry: global variables
inline constexpr uint32_t kMapStrtab = 5;   // array, 1 entry, read-only: string literals
inline constexpr uint32_t kFirstAggMap = 6; // then one map per aggregation

// Session state (kMapState): activity, as DTrace's DTRACE_ACTIVITY_*.
// A session starts INACTIVE: its probes are all attached, BEGIN fires
// (its clauses expect INACTIVE), and only then does the consumer make it
// ACTIVE, so no probe fires before BEGIN or before the others are enabled.
inline constexpr int16_t kStateActivity = 0;  // u32
inline constexpr uint32_t kInactive = 0;
inline constexpr uint32_t kActive = 1;
inline constexpr uint32_t kDraining = 2;

// Per-CPU counters (kMapCpuInfo).
inline constexpr int16_t kCpuDrops = 0;     // u64: records the ring buffer refused
inline constexpr int16_t kCpuAggDrops = 8;  // u64: aggregation updates refused
inline constexpr int16_t kCpuDynDrops = 16; // u64: dynamic variable updates refused
inline constexpr int16_t kCpuSpecUnavail = 24;  // u64: speculation() found every slot active
inline constexpr int16_t kCpuSpecBusy = 32;     // u64: ... and some slot still draining
// cpuinfo_t (dlib/sched.d, 16 bytes): `curcpu` points here; the consumer
// fills it before any program runs (load/cpuinfo.h).
inline constexpr int16_t kCpuCurcpu = 40;
inline constexpr uint32_t kCpuInfoSize = 56;

// Speculation slots (the map Lowerer::spec_map()): a hash map keyed by the
// u32 speculation id (1..nspec).  speculation() claims an id by inserting
// it with BPF_NOEXIST (atomic: one CPU wins); commit()/discard() set the
// value's draining word; the consumer deletes the key once it has printed
// or dropped the speculation's records, which frees the id.
inline constexpr int16_t kSpecDraining = 0;  // u32: 0 active, 1 draining
inline constexpr uint32_t kSpecValueSize = 8;

}  // namespace dtrace::ir::mstate
