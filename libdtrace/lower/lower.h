// Lowering: the cooked AST -> one ir::Function per enabled probe.
//
// Every program has the same shape (DESIGN.md 2.3, step 5):
//
//   ms = mstate[cpu]                  // per-CPU scratch: D context, record, temps
//   if (state.activity != ACTIVE) return 0;   (not for BEGIN/END)
//   <provider trampoline>             // fills ms->prid and ms->args[]
//   clause 0: if (predicate) { statements; emit record }
//   clause 1: ...
//   return 0;
//
// Each clause that records anything (or records nothing at all, which means
// DTrace's default action) gets a statement id and a RecordLayout; the
// record is built in ms->record and copied to the ring buffer at the end of
// the clause with bpf_ringbuf_output.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "ir/builder.h"
#include "ir/format.h"
#include "ir/mstate.h"
#include "ir/record.h"
#include "probes/probes.h"
#include "sema/sema.h"
#include "support/source_loc.h"

namespace dtrace::lower {

// A BPF map the program needs, with the values to store before loading
// (array maps: {key, value bytes}).
struct MapSpec {
  std::string name;
  uint32_t type = 0;
  uint32_t key_size = 0, value_size = 0, max_entries = 0, flags = 0;
  std::vector<std::pair<uint32_t, std::vector<uint8_t>>> init;
};

struct Settings {
  // The bytes of a string value: DTrace's strsize option counts the
  // characters, so this is the option plus the NUL (as TypeTable::strsize).
  uint32_t strsize = 257;
  uint64_t bufsize = 4 << 20;
  uint64_t aggsize = 4 << 20;
  uint64_t dynvarsize = 1 << 20;
  int64_t wall_offset_ns = 0;  // realtime - monotonic, for walltimestamp
  uint32_t nspec = 1;          // speculation slots (ids 1..nspec)
  uint64_t specsize = 4 << 20; // bytes of records one speculation holds
  // -x pidns: pid, tid and ppid as numbered in this PID namespace (the
  // device and inode of its nsfs file); ino 0 keeps the initial
  // namespace's numbers, as DTrace gives them.
  uint64_t pidns_dev = 0, pidns_ino = 0;
  // The most bytes alloca(), bcopy() and copyinto() handle in one clause's
  // scratch (DTrace's scratchsize; capped at kMaxScratch).
  uint32_t scratchsize = 256;
  // -x follow=fork: the processes whose probes were enabled; the follow
  // map (Lowerer::follow_map) starts with each mapped to itself.  Empty:
  // no follow map.
  std::vector<int> follow_roots;
  // Room for this many more probes in the probedesc map: late probes
  // (Lowerer::build_late) get their names written there while tracing,
  // and removed when their process has gone.  Nonzero makes the map a
  // hash keyed by probe id (the ids of later probes grow without bound).
  uint32_t late_probes = 0;
};

// How many processes -x follow=fork follows at once (the follow map's size).
inline constexpr uint32_t kMaxFollowed = 8192;
// vtimestamp's clocks (vtime.h): the vtime map's entry, by thread id, and
// how many threads' clocks are kept at once (an LRU map: the least recently
// used thread's clock restarts from the kernel's sum).
inline constexpr int16_t kVtimeTotal = 0;  // u64: on-CPU time up to kVtimeStart
inline constexpr int16_t kVtimeStart = 8;  // u64: when it last went on CPU (0: off CPU)
inline constexpr uint32_t kVtimeValueSize = 16;
inline constexpr uint32_t kMaxVtimeThreads = 16384;

inline constexpr uint32_t kMaxScratch = 4096;

// The bytes of dynamic variable storage the program's largest dynamic
// variable takes as DTrace counts them (0 with none): a thread-local its
// value, an associative array element its value, its key and an 8-byte id.
uint64_t largest_dynvar(const sema::Program& prog);

// A probedesc map entry: four strsize slots of names (provider, module,
// function, name), then a late probe's argument mapping
// (Lowerer::build_late): kProbedescArgmap bytes, args[i] = native[map[i]],
// 0xff for none, the last byte the mapping's length (0: no mapping).
inline constexpr uint32_t kProbedescArgmap = 16;

// speculation() tries every slot in straight-line code, so nspec is capped.
inline constexpr int64_t kMaxSpeculations = 64;

// The trampoline of a provider: emits code that fills ms->prid/ms->args
// from the program context `ctx` (r1 at entry), with `ms` the mstate pointer.
using Trampoline = std::function<void(ir::Builder&, ir::Reg ctx, ir::Reg ms)>;
// A shared program's trampoline also returns the register that selects the
// probe (a syscall number, say).
using GroupTrampoline = std::function<ir::Reg(ir::Builder&, ir::Reg ctx, ir::Reg ms)>;

struct GroupMember {
  const probes::Probe* probe = nullptr;
  std::vector<int> clauses;
  int64_t selector = 0;
  uint32_t body = 0;  // set by build_group: the label of the member's clause body
};

// Where a runtime fault can happen: the clause and the D expression (its
// position in the clause's source) whose check faulted.
struct FaultSite {
  int clause = 0;  // 0-based: dt_clause_<clause>
  SourceLoc loc;
  bool user_copy = false;  // in copyin(), copyinstr() or copyinto()
};

struct CompiledProgram {
  std::vector<MapSpec> maps;             // indexed as ir::mstate::kMap*
  std::vector<FaultSite> fault_sites;    // by FaultRecord::site
  std::vector<ir::RecordLayout> records; // records[stid - 1]
  std::vector<ir::AggregationDesc> aggs;
  std::vector<ir::FormatPlan> formats;
  uint32_t mstate_size = 0;
  int spec_map = -1;  // index of the speculation slots map (ir/mstate.h)
  int follow_map = -1;  // index of the -x follow=fork map, if any
  int vtime_map = -1;  // index of the vtimestamp clocks map, if any
};

class Lowerer {
 public:
  Lowerer(sema::Program& prog, const Settings& settings);

  // Builds the program for `probe` running `clauses` (indices into
  // prog.clauses, in program order).  `gated` programs return at once once
  // exit() has been called (every probe except BEGIN and END).
  ir::Function build(const probes::Probe& probe, const std::vector<int>& clauses,
                     const Trampoline& trampoline, bool gated, uint32_t stack_skip = 0);

  // Builds one program serving several probes, chosen by selector.
  ir::Function build_group(const std::string& name, std::vector<GroupMember> members,
                           const GroupTrampoline& trampoline, uint32_t stack_skip = 0);

  // The one program of every late probe (providers::LateProbes): after
  // `trampoline`, the link's cookie names the probe (its low 32 bits) and
  // the clauses it runs (bit i of the high 32 bits runs clauses[i]; at
  // most 32 clauses).  The clauses read the probe's names through the
  // probedesc map, as a shared body does.
  ir::Function build_late(const std::string& name, const std::vector<int>& clauses,
                          const Trampoline& trampoline, uint32_t stack_skip = 0);

  // The maps and layouts, complete once every program has been built.
  CompiledProgram finish();

  // Appends a string literal to the string table; returns its offset.
  uint32_t intern(const std::string& s);
  // Where this-> variables start in mstate; temporaries follow them.
  int16_t locals_base() const { return static_cast<int16_t>(locals_base_); }
  uint32_t temps_base() const { return locals_base_ + ((prog_.locals_size + 7) & ~7u); }
  // Map indices after the aggregations': one per associative array, then
  // the thread-local map.
  uint32_t assoc_map(int id) const { return ir::mstate::kFirstAggMap + prog_.aggs.size() + id; }
  uint32_t tls_map() const { return assoc_map(static_cast<int>(prog_.assocs.size())); }
  // Probe names by probe id, for clause bodies shared by several probes:
  // four strsize slots (provider, module, function, name) per probe.
  uint32_t probedesc_map() const { return tls_map() + 1; }
  // The speculation slots (ir/mstate.h), after the probedesc map.
  uint32_t spec_map() const { return probedesc_map() + 1; }
  // -x follow=fork: a hash map from a process id to the traced process
  // (Settings::follow_roots) it descends from; after the speculation slots.
  uint32_t follow_map() const { return spec_map() + 1; }
  // vtimestamp: each thread's on-CPU clock (vtime.h); after the follow map
  // if there is one.
  uint32_t vtime_map() const {
    return follow_map() + (settings_.follow_roots.empty() ? 0 : 1);
  }
  uint32_t nspec() const { return settings_.nspec; }
  uint64_t specsize() const { return settings_.specsize; }
  // Whether clause `index` calls speculate() (its record may be speculative).
  // DTrace's number of a clause, N in dt_clause_N: each probe description
  // of a clause counts as one statement (`BEGIN, END {...}` is two).
  uint32_t statement_number(int index) const { return stmt_number_.at(index); }
  // The id of a fault site (the same clause and position give the same id,
  // whichever probe's program the clause is lowered into).
  uint32_t fault_site(int clause, SourceLoc loc, bool user_copy);
  bool speculates(int index) const {
    return static_cast<size_t>(index) < speculates_.size() && speculates_[index];
  }
  // The clause being lowered (or blamed) when lowering threw: its source
  // names the script in the error (-1: none).
  int current_clause() const { return current_clause_; }

 private:
  friend class ClauseLowerer;
  void plan_records();
  struct Prologue {
    ir::Reg ctx, ms;
    uint32_t out = 0;
    int16_t zero_key = 0;
    uint32_t stack_skip = 0;  // frames stack() leaves out (the probe mechanism's)
  };
  Prologue prologue(ir::Builder& b, bool gated);
  void clause_gate(ir::Builder& b, const Prologue& p, uint32_t expected);
  void probe_body(ir::Builder& b, const Prologue& p, const probes::Probe& probe,
                  const std::vector<int>& clauses);
  void epilogue(ir::Builder& b, const Prologue& p);
  void shared_body(ir::Builder& b, const Prologue& p, const std::vector<int>& clauses);
  void late_argmap(ir::Builder& b, const Prologue& p);
  void lower_clause(ir::Builder& b, const Prologue& p, const probes::Probe* probe, int ci,
                    uint32_t position);
  void dispatch(ir::Builder& b, const Prologue& p, ir::Reg sel,
                const std::vector<GroupMember>& m, size_t lo, size_t hi);

  sema::Program& prog_;
  Settings settings_;
  CompiledProgram out_;
  std::vector<uint8_t> strtab_;
  std::map<std::string, uint32_t> strtab_index_;
  // Per clause: its stid (0: records nothing) and, per recording call, the
  // action index within the clause's RecordLayout.
  std::vector<uint32_t> clause_stid_;
  int current_clause_ = -1;
  std::vector<bool> speculates_;
  std::vector<uint32_t> stmt_number_;
  std::map<std::tuple<int, uint32_t, uint32_t, bool>, uint32_t> fault_site_ids_;
  std::map<const ast::Expr*, size_t> action_of_;
  uint32_t temp_high_ = 0;  // highest temp offset used by any clause
  uint32_t locals_base_ = 0;
  std::vector<const probes::Probe*> described_;  // probes in the probedesc map
  // Clauses of dtrace:::ERROR, run at every fault site (not a program of
  // their own: ERROR has no kernel probe).
  std::vector<int> error_clauses_;
  const probes::Probe* error_probe_ = nullptr;
};

}  // namespace dtrace::lower
