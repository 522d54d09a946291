// Handle::Impl: the session state behind Handle (handle.cpp compiles and
// runs; handle_consume.cpp consumes and prints; handle_buffers.cpp holds
// the buffer policies, resizing and status checks).
#pragma once

#include <cstring>
#include <deque>
#include <map>
#include <set>

#include "bpf/assemble.h"
#include "consume/agg_print.h"
#include "consume/buffer_reader.h"
#include "consume/json_out.h"
#include "consume/ksyms.h"
#include "consume/printf.h"
#include "consume/usyms.h"
#include "containers.h"
#include "handle.h"
#include "load/link.h"
#include "load/map.h"
#include "load/program.h"
#include "lower/lower.h"
#include "parse/ast.h"
#include "providers/provider.h"
#include "sema/checker.h"
#include "types/types.h"

namespace dtrace {

// A size as DTrace prints it: in the largest unit that divides it ("4m").
std::string size_text(uint64_t n);
// CLOCK_MONOTONIC in nanoseconds: when statusrate and aggrate come due.
uint64_t monotonic_ns();

// -x cpu=N: a program returns at once on any other CPU (nothing for -1).
void emit_cpu_filter(ir::Builder& b, int64_t cpu);

struct Handle::Impl {
  options::Options opts;
  bool testing = false;
  std::FILE* out = stdout;       // where output goes now (freopen() may move it)
  std::FILE* base_out = stdout;  // the session's own output, restored by freopen("")
  std::FILE* freopen_fp = nullptr;  // the file freopen() opened, if any
  providers::Registry registry;
  types::TypeTable types;
  sema::Program prog;
  std::vector<std::unique_ptr<ast::Program>> asts;
  std::unique_ptr<sema::Context> ctx;
  std::unique_ptr<sema::Checker> checker;

  // Built by go() (or disassemble()).
  // One program: for one probe, or shared by a provider's group of probes
  // (then `probe` is the group's first member and `group` names it).
  struct ProbeProgram {
    const probes::Probe* probe = nullptr;
    std::string group;
    std::vector<const probes::Probe*> members;  // a shared program's probes
    ir::Function fn;
    bpf::Image image;
  };
  std::vector<ProbeProgram> programs;
  lower::CompiledProgram compiled;
  // Each compiled program text, by the first of its clauses: a runtime
  // fault's error context shows the line of its clause's source.
  struct ScriptText {
    size_t first_clause = 0;
    std::string file;  // the -s file, or "" for -n, -P, -m, -f
    std::string text;
    // What its compile errors call it ("failed to compile script F",
    // "invalid probe specifier S"), and whether they give line numbers.
    std::string where;
    bool from_file = false;
  };
  std::vector<ScriptText> scripts;
  std::string fault_context(const ir::FaultRecord& f) const;
  const ScriptText* script_of(int clause) const;
  std::string source_lines(int clause, SourceLoc loc) const;
  std::string verifier_context(const bpf::Image& image, const std::string& log) const;
  bool built = false;
  containers::CgroupFilter cgroup_filter;  // -x cgroup (id 0: none)
  // -x follow=fork (follow.h): the programs that keep the follow map
  // current, when some enabled probe belongs to a process.
  bool following = false;
  // Programs on scheduler events that keep maps current: -x follow=fork's
  // (follow.h) and vtimestamp's (vtime.h).
  struct AuxProgram {
    bpf::Image image;
    std::string name;
    const char* event;  // the raw tracepoint it is attached to
    const char* why;    // what needs it, for messages
  };
  std::vector<AuxProgram> aux_programs;

  // Late probes (providers::LateProbes, handle_late.cpp): the clauses with
  // descriptions that may match probes appearing while tracing runs (at
  // most 32: a link cookie has a bit for each), those descriptions with
  // their provider and their clause's bit, and the programs late probes
  // share, one per provider and kind of trampoline.
  struct LateDesc {
    probes::ProbeDesc desc;
    int provider = 0;
    int bit = 0;
  };
  std::vector<int> late_clauses;
  std::vector<LateDesc> late_descs;
  struct LateProgram {
    int provider = 0, kind = 0;
    std::string name;
    std::optional<ir::Function> fn;
    std::optional<bpf::Image> image;
    std::optional<load::Program> loaded;
  };
  std::vector<LateProgram> late_programs;
  uint32_t probedesc_map = 0, probedesc_slot = 0;
  // The probes already handled (enabled at the start or discovered since),
  // each with its process; the ones enabled while tracing (their names are
  // in the probedesc map), each with its process and whether it is a USDT
  // probe (-x nusdtprobes counts those); the links of these, by process.
  std::map<uint32_t, int> late_done;
  struct LiveLate {
    int pid = 0;
    bool usdt = false;
  };
  std::map<uint32_t, LiveLate> late_live;
  std::map<int, std::vector<load::Link>> late_links;
  uint32_t late_capacity = 0;
  bool late_usdt_full_reported = false;
  static constexpr uint64_t kLateDiscoveryNs = 250'000'000;
  uint64_t last_discovery_ns = 0;
  bool late_full_reported = false;
  void plan_late(lower::Settings& settings);
  void build_late(lower::Lowerer& lw);
  void discover_late();
  void enable_late(const probes::Probe& p, int index, uint64_t bits);

  // Kernel objects, in creation order; destroyed in reverse.
  std::vector<load::Map> maps;
  std::vector<load::Program> loaded;
  std::vector<load::Program> aux_loaded;  // aux_programs, loaded
  std::vector<load::Link> links;
  std::unique_ptr<consume::BufferReader> reader;
  int begin_prog = -1, end_prog = -1;

  bool heading_printed = false;
  bool done = false;
  bool stopped = false;
  std::vector<bool> agg_printed;
  std::vector<int64_t> agg_normal;  // normalize() factor per aggregation
  // Keyless aggregations (by map index) that clear() zeroed after an update:
  // they still exist and print zero values, as in DTrace.
  std::set<size_t> keyless_cleared;
  // The map keys behind each row the last snapshot consolidated (sym() keys
  // of one function), so trunc() can erase them all.
  std::map<std::vector<uint8_t>, std::vector<std::vector<uint8_t>>> merged_sources;
  std::vector<std::string> messages;
  consume::KernelSymbols ksyms;
  consume::UserSymbols usyms;  // ustack(): per-pid libproc snapshots
  consume::PrintfHooks hooks();
  void consolidate_symbols(const ir::AggregationDesc& desc, std::vector<consume::AggRow>& rows);
  std::string trace_symbol(const ir::RecordField& f, std::span<const uint8_t> data);
  int exit_status = 0;

  Impl(options::Options o, bool t, std::FILE* f)
      : opts(std::move(o)),
        testing(t),
        out(f),
        base_out(f),
        types(opts.ilp32 ? types::DataModel::ILP32 : types::DataModel::LP64,
              static_cast<uint32_t>(opts.strsize)) {}

  ~Impl() {
    if (freopen_fp) std::fclose(freopen_fp);
  }
  Impl(const Impl&) = delete;
  Impl& operator=(const Impl&) = delete;

  Result<void> build();
  void build_programs(lower::Lowerer& lw);
  void detach_all();
  Result<void> load_all();
  Result<load::Program> load_image(uint32_t type, const bpf::Image& image, const std::string& name,
                                   uint32_t attach_type, const std::string& what) const;
  Result<void> activate();
  Result<void> check_buffer_size() const;
  void on_record(std::span<const uint8_t> rec);
  void print_aggregations(const ir::RecordAction& a);
  void agg_op(const ir::RecordAction& a, std::span<const uint8_t> data);
  void print_flow_prefix(const ir::RecordHeader& h, uint32_t cpu, const probes::Probe* probe);
  int flow_indent = 0;  // -F
  uint32_t flow_last_prid = 0, flow_last_stid = 0;
  void on_fault(const ir::RecordHeader& h, std::span<const uint8_t> data);
  void print_aggregation(int id, bool with_blank);
  std::vector<consume::AggRow> snapshot(const ir::AggregationDesc& desc);
  std::vector<consume::AggRow> read_aggregation(const ir::AggregationDesc& desc);
  // aggrate: each aggregation's rows as last read, reused (unsorted) until
  // aggrate ns have passed since the snapshot began; empty when aggrate is 0.
  std::map<int, std::vector<consume::AggRow>> agg_cache;
  uint64_t agg_cache_time = 0;
  std::vector<consume::AggRow> cached_rows(const ir::AggregationDesc& desc);
  // Reports the drops counted since the last report, in DTrace's words (at
  // every statusrate while tracing, and at the end).
  void report_drops();
  // With error context on: at the end, one line per kind of drop with the
  // session's total and the option size that would have avoided it.
  void drop_summary();
  struct DropsSeen {
    std::vector<uint64_t> principal, aggregation;  // by CPU
    uint64_t dynamic = 0, speculative = 0, busy = 0, unavail = 0;
  };
  DropsSeen drops_seen;
  uint64_t last_drop_report_ns = 0;

  // Speculations (DTrace's speculative buffers, kept by the consumer): the
  // records written under each speculation id, in arrival order, until a
  // commit() prints them or a discard() drops them.
  struct SpecBuffer {
    std::vector<std::vector<uint8_t>> records;
    uint64_t bytes = 0;
  };
  std::map<uint32_t, SpecBuffer> spec_buffers;
  uint64_t spec_drops = 0;  // records refused because specsize was full
  void consume_action(const ir::RecordAction& a, std::span<const uint8_t> data,
                      std::vector<std::pair<ir::RecordAction::Kind, uint32_t>>& ended);
  void hold_speculative(uint32_t id, std::span<const uint8_t> rec);
  void end_speculation(ir::RecordAction::Kind kind, uint32_t id);
  void report_spec_drops(uint64_t unavail, uint64_t busy);

  // The principal buffer policies ring and fill, emulated over the
  // transport (handle_buffers.cpp); status checks at statusrate.
  struct PolicyRing {
    std::deque<std::vector<uint8_t>> records;
    std::deque<uint64_t> charges;
    uint64_t bytes = 0;
  };
  std::map<uint32_t, PolicyRing> rings;        // bufpolicy=ring, by CPU
  std::map<uint32_t, uint64_t> fill_used;      // bufpolicy=fill, bytes by CPU
  std::map<uint32_t, uint64_t> policy_drops;   // records a ring or fill refused
  uint64_t ring_capacity = 0;  // the ring's bufsize (the transport is larger)
  bool rings_flushed = false, flushing_rings = false;
  bool exit_seen = false;      // an exit() record was consumed
  bool buffer_filled = false;  // bufpolicy=fill ran out of room
  uint64_t last_status_ns = 0;
  static uint64_t dtrace_charge(const ir::RecordLayout& layout);
  bool admit_record(const ir::RecordLayout& layout, uint32_t cpu, std::span<const uint8_t> rec);
  void note_exit();

  // setopt(), freopen(), ftruncate() (handle_consume.cpp).  A failure is
  // reported as Oracle's library error for the record being consumed,
  // whose "dt_clause_N for probe ID P (prov:mod:func:name)" is `lib_where`.
  std::string lib_where;
  void apply_setopt(const ir::RecordAction& a, std::span<const uint8_t> data);
  void apply_freopen(const ir::RecordAction& a, std::span<const uint8_t> data);
  void apply_ftruncate();

  // -x oformat=json (handle_json.cpp): records, faults and aggregations as
  // JSON objects, one a line, and a closing summary.
  bool json_output() const;
  void json_line(const consume::JsonWriter& w);
  bool json_action(consume::JsonWriter& w, const ir::RecordAction& a,
                   std::span<const uint8_t> data);
  void json_record(const ir::RecordHeader& h, const ir::RecordLayout& layout,
                   std::span<const uint8_t> data,
                   std::vector<std::pair<ir::RecordAction::Kind, uint32_t>>& ended);
  void json_fault(const ir::RecordHeader& h, const ir::FaultRecord& f);
  void json_final_aggregations();
  void json_summary();
  uint64_t json_records = 0, json_faults = 0;
  struct DropCounts {
    uint64_t principal = 0, aggregation = 0, dynamic = 0, speculative = 0, specbusy = 0,
             specunavail = 0;
  };
  DropCounts drop_counts() const;
};

}  // namespace dtrace
