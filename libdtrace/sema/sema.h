// Semantic analysis ("cooking", as DTrace calls it): binds identifiers,
// assigns types to every expression, matches probe descriptions through
// probes::Catalog, lays out global variables and aggregations, and checks
// actions and printf formats.  Errors are diag::CompileError with DTrace's
// tags and texts.  The product is a sema::Program that lower/ turns into IR.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "ir/format.h"
#include "ir/record.h"
#include "parse/ast.h"
#include "probes/probes.h"
#include "types/types.h"

namespace dtrace::sema {

// uregs[i]: the last register index, x86-64's <sys/reg.h> numbering (R_GS);
// the checker refuses any other constant, the code generator reads 0..it.
constexpr int64_t kLastUserReg = 26;

enum class Builtin {
#define X(name, id, type) id,
#include "sema/builtins.def"
#undef X
};

struct Variable {
  std::string name;
  const types::Type* type = nullptr;
  ast::VarScope scope = ast::VarScope::Global;
  uint32_t offset = 0;  // in the globals area (Global) or the clause-local area (This)
  // Declared with a type (`int x;`): stores narrow to it.  A variable made
  // by its first assignment keeps the whole 64-bit register, as in DTrace.
  bool declared = false;
};

// A global associative array: `name[keys] = value`.
struct AssocArray {
  std::string name;
  const types::Type* type = nullptr;    // value type
  std::vector<ir::RecordField> keys;    // packed key tuple layout
  uint32_t key_size = 0;
  std::vector<const types::Type*> key_types;  // the first reference's: the prototype
  bool declared = false;                      // as Variable::declared
};

struct ClauseInfo {
  ast::Clause* clause = nullptr;
  int index = 0;  // 0-based among all clauses: dt_clause_<index>
  std::vector<const probes::Probe*> probes;
  // The descriptions that may match probes appearing while tracing runs
  // (probes::Catalog::may_grow), as matched: macros expanded.
  std::vector<probes::ProbeDesc> late;
  // The description (macros expanded) of the probe whose argument types
  // args[] takes: the first description that matched a probe.
  std::string args_desc;
};

// A probe-description source: what the CLI's -n/-P/-m/-f/-s gave.
struct Source {
  std::string text;
  probes::SpecKind spec_kind = probes::SpecKind::Name;
};

struct Context {
  types::TypeTable& types;
  probes::Catalog& catalog;
  probes::SpecKind spec_kind = probes::SpecKind::Name;
  std::vector<std::string> macro_args;  // $0, $1, ...
  std::vector<bool> macro_used;         // which of them the program referenced
  int64_t target_pid = 0;               // $target
  bool zdefs = false;                   // -Z: descriptions may match nothing
  bool defaultargs = false;
  bool destructive = false;
  uint32_t stackframes = 20;  // stack() without an argument
  uint32_t ustackframes = 100;  // ustack() without an argument
  uint32_t jstackframes = 50;   // jstack() without an argument
  uint32_t maxframes = 127;     // the most frames any stack records
  // DTrace's tuple registers (-x tregs): the most keys one associative
  // array or aggregation reference may have.
  uint32_t tregs = 8;
  // The D version the program is written for (-x version, `#pragma D
  // option version`), as options::version_number; 0: the newest.  The
  // names of later versions' built-ins are free for the program's own
  // variables, as DTrace's dt_reduce() frees them.  (Calls still reach
  // the built-in functions: the D library's translators call some.)
  uint32_t version = 0;
};

struct Program {
  std::vector<ClauseInfo> clauses;
  std::vector<Variable> globals;
  uint32_t globals_size = 0;
  std::vector<Variable> locals;  // this-> variables
  uint32_t locals_size = 0;
  std::vector<Variable> tls;     // self-> variables; value size is tls_size
  uint32_t tls_size = 0;
  std::vector<AssocArray> assocs;
  std::vector<ir::AggregationDesc> aggs;
  std::vector<ir::FormatPlan> formats;
  std::vector<std::string> strings;  // string literals, by index
  // `#pragma D option name[=value]`, in order.
  struct PragmaOption {
    std::string name;
    std::optional<std::string> value;
    uint32_t line = 0;  // of the #pragma, for the error
  };
  std::vector<PragmaOption> options;
  size_t matched_probes = 0;
  bool destructive = false;  // uses a destructive action (system(), ...)
  bool vtime = false;  // reads vtimestamp: threads' on-CPU clocks are kept (vtime.h)
  // Kernel struct member offsets the program needs, from BTF, keyed
  // "struct.member" (e.g. "task_struct.real_parent" for ppid).
  std::map<std::string, uint32_t> kernel_offsets;  // sum over clauses of matched probes (for the notice)
};

// How a value of type t is recorded (in a record or an aggregation key):
// strings as strsize bytes, scalars as integers of their size, the rest as
// raw bytes.
ir::RecordField record_field(const types::Type* t, uint32_t strsize);

// Cooks `prog` in place.  Throws diag::CompileError.
Program check(ast::Program& prog, Context& ctx);

// Expands $macros inside a probe description's text.
std::string expand_probe_macros(const ast::ProbeSpec& spec, Context& ctx);

// What one probe description of a clause names, as DTrace reads it: a
// probe id (only where descriptions end in the name, as -n, -i and
// scripts), or a description in ctx.spec_kind's reading, matched against
// the catalog.  Throws D_PDESC_INVAL for a bad one, with DTrace's texts;
// an empty `probes` is no match, which the caller judges.
struct DescMatch {
  probes::ProbeDesc desc;
  std::vector<const probes::Probe*> probes;
};
DescMatch match_description(const ast::ProbeSpec& spec, Context& ctx);

}  // namespace dtrace::sema
