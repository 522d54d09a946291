// The probe vocabulary: probe descriptions (what a user wrote), probes (what
// a provider offers, with DTrace's numeric ids), the table that holds them,
// DTrace's glob matching, and the Catalog interface through which sema
// matches descriptions without knowing any provider (DESIGN.md 2.2).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace dtrace::probes {

// provider:module:function:name; an empty field matches anything.
struct ProbeDesc {
  std::string provider, module, function, name;
  std::string str() const { return provider + ":" + module + ":" + function + ":" + name; }
};

// Which field a description of fewer than four fields starts at: -n is
// right-anchored on the name, -P names the provider, -m the module, -f the
// function (dtrace(8): "[[[provider:]module:]function:]name").
enum class SpecKind { Name, Provider, Module, Function };

// A lenient split that never fails (':' inside a [set] does not split,
// fields past the fourth join the name).  The compiler and -l use
// parse_spec below, which reads descriptions as DTrace does.
ProbeDesc parse_desc(std::string_view text, SpecKind kind = SpecKind::Name);

// DTrace's reading of a description (dtrace_xstr2desc): fields are taken
// from the right, the last one given filling the field `kind` names and
// each earlier one the field before it; text left over once the provider
// is filled is an error, "Overspecified probe description" (so -m
// ":genunix::" and -n "a:b:c:d:e" fail, while -f "::read:" is the module
// read, a leading ':' being no field of its own).
Result<ProbeDesc> parse_spec(std::string_view text, SpecKind kind = SpecKind::Name);

// Whether a probe specifier is a probe id (DTrace's lexer reads a run of
// digits there as an integer, so `dtrace -i 3` and `dtrace -n 3` name
// probe 3).
bool is_probe_id(std::string_view text);

// DTrace's gmatch: `*`, `?`, `[set]` (with `!` or `^` negation and ranges),
// `\` escapes; a pattern without glob characters compares exactly.
bool glob_match(std::string_view pattern, std::string_view s);
bool has_glob(std::string_view pattern);
bool matches(const ProbeDesc& desc, std::string_view provider, std::string_view module,
             std::string_view function, std::string_view name);

// The type of one probe argument, as D type names: the native type of the
// value in argN ("struct task_struct *", "int") and, when args[N] is
// translated (Oracle's proc, sched, io providers), the type it is
// translated to ("psinfo_t *"), through a translator the D library defines.
struct ArgType {
  std::string native;
  std::string translated;  // empty: args[N] is the native value
};

struct Probe {
  uint32_t id = 0;
  std::string provider, module, function, name;
  int provider_index = -1;  // which provider of the registry owns it
  uint64_t data = 0;        // provider-private (e.g. a period in ns, a syscall number)
  std::string data_str;     // provider-private (e.g. a tracepoint name)
  std::string full_name() const { return provider + ":" + module + ":" + function + ":" + name; }
};

// Whether the probe fires for a task other than the one on the CPU:
// sched:::on-cpu runs from the scheduler's switch while the task leaving the
// CPU is still current, and its trampoline stores the incoming task in the
// D context (ir/mstate.h kTask); curthread, pid, tid, execname, uid, gid,
// ppid, vtimestamp and self-> then describe that task, as in DTrace where
// on-cpu fires in the thread that has just come on CPU.
inline bool fires_for_incoming_task(const Probe& p) {
  return p.provider == "sched" && p.name == "on-cpu";
}

// Probes in id order; ids are never reused within a session.
class ProbeTable {
 public:
  // Adds a probe (id assigned here) unless one with the same name exists;
  // returns the table's probe either way.
  const Probe* add(Probe p);
  const Probe* find(std::string_view full_name) const;
  const Probe* by_id(uint32_t id) const;
  const std::deque<Probe>& all() const { return probes_; }
  uint32_t next_id() const { return next_id_; }

 private:
  std::deque<Probe> probes_;
  std::map<std::string, const Probe*, std::less<>> by_name_;
  uint32_t next_id_ = 1;
};

// What sema needs from the providers: the probes matching a description.
class Catalog {
 public:
  virtual ~Catalog() = default;
  virtual Result<std::vector<const Probe*>> match(const ProbeDesc& desc) = 0;
  // The D types of a probe's args[0..n-1]; empty when the probe has no
  // typed arguments.
  virtual std::vector<ArgType> arg_types(const Probe&) { return {}; }
  // Whether a probe's argument list is known even when empty (a USDT
  // probe declared or mapped with no arguments has no args[]).
  virtual bool typed_args(const Probe&) { return false; }
  // The probe with DTrace id `id` (as `dtrace -l` numbers them), or null.
  virtual const Probe* by_id(uint32_t) { return nullptr; }
  // Whether probes matching `desc` may appear after tracing has started
  // (USDT probes of processes that start later).
  virtual bool may_grow(const ProbeDesc&) { return false; }
};

}  // namespace dtrace::probes
