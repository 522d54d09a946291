// Aggregations, actions and subroutines: the checks of aggregating
// functions and their keys, recording and destructive actions, and the
// subroutine table (see sema.cpp for the overview).
#include <cctype>

#include "diag/diagnostic.h"
#include "sema/checker.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using ast::Op;
using diag::Tag;

namespace {

struct AggInfo {
  const char* name;
  ir::AggFunc func;
  size_t min_args, max_args;
};

constexpr AggInfo kAggFuncs[] = {
    {"count", ir::AggFunc::Count, 0, 0},         {"sum", ir::AggFunc::Sum, 1, 1},
    {"avg", ir::AggFunc::Avg, 1, 1},             {"min", ir::AggFunc::Min, 1, 1},
    {"max", ir::AggFunc::Max, 1, 1},             {"stddev", ir::AggFunc::Stddev, 1, 1},
    {"quantize", ir::AggFunc::Quantize, 1, 2},   {"lquantize", ir::AggFunc::Lquantize, 3, 5},
    {"llquantize", ir::AggFunc::Llquantize, 5, 6},
};

// factor^exp % mod without overflow (llquantize's step checks).
int64_t ipow_mod(int64_t factor, int64_t exp, int64_t mod) {
  int64_t r = 1 % mod;
  for (int64_t i = 0; i < exp; ++i) r = static_cast<int64_t>((__int128{r} * factor) % mod);
  return r;
}

const AggInfo* find_agg(const std::string& name) {
  for (const AggInfo& a : kAggFuncs)
    if (name == a.name) return &a;
  return nullptr;
}

}  // namespace

void Checker::agg_keys(Expr& lhs, ir::AggregationDesc& desc) {
  if (lhs.kind != ExprKind::Index) return;
  desc.key_size = pack_keys(lhs, desc.keys, "aggregation");
}

// Keys are 8-aligned fields: integers of their size, strings of strsize.
// DTrace builds a key tuple in its tuple registers and refuses a reference
// with more keys than it has (-x tregs, 8 by default) when compiling, with
// no line number.  Its aggregations report it as a tuple-register shortage;
// its associative arrays run out of ordinary registers first.
uint32_t Checker::pack_keys(Expr& idx, std::vector<ir::RecordField>& keys, const char* what) {
  // A thread-local array's thread id key (thread_local_arrays) is not one
  // of the script's keys.
  size_t n = idx.args.size() - 1;
  if (n > 0 && idx.args[0]->kind == ExprKind::Ident && idx.args[0]->name.starts_with("self->"))
    --n;
  if (n > ctx_.tregs)
    diag::error(SourceLoc{}, Tag::D_UNKNOWN, "{}",
                std::string_view(what) == "aggregation"
                    ? "Insufficient tuple registers to generate code"
                    : "Insufficient registers to generate code");
  uint32_t off = 0;
  for (size_t i = 1; i < idx.args.size(); ++i) {
    expr(*idx.args[i]);
    // A char array (curthread->comm, psinfo's pr_fname) is a string key.
    if (idx.args[i]->type->is_char_array()) to_string(idx.args[i]);
    Expr& k = *idx.args[i];
    ir::RecordField f = record_field(k.type, types_.strsize());
    // A struct or union is a key by value (its bytes), as in DTrace; an
    // aggregation key is printed, and printa() has no format for those.
    bool by_value = k.type->is_sou() && std::string_view(what) != "aggregation";
    if (f.kind == ir::RecordField::Kind::Bytes && !by_value)
      diag::error(k.loc, Tag::D_UNSUPPORTED, "{} keys of type {} are not supported yet", what,
                  k.type->name);
    // execname is at most 15 characters (the kernel's comm): a key that
    // starts out as execname gets a 16-byte slot, which is far cheaper to
    // clear and hash than strsize bytes.  Later strings in that slot are
    // cut to 15 characters.
    if (k.kind == ExprKind::Ident && k.binding == static_cast<int>(Builtin::Execname) &&
        f.size > 16)
      f.size = 16;
    f.offset = off;
    off += (f.size + 7) & ~7u;
    keys.push_back(f);
  }
  return off;
}

// name[keys]: a read (assigned == nullptr) or the target of an assignment
// of a value of type `assigned`, which defines the array on first use.
void Checker::assoc_ref(Expr& e, const types::Type* assigned) {
  Expr& base = *e.args[0];
  if (base.kind != ExprKind::Ident)
    diag::error(e.loc, Tag::D_UNSUPPORTED, "this kind of array reference is not supported yet");
  std::vector<ir::RecordField> keys;
  uint32_t key_size = pack_keys(e, keys, "associative array");
  std::vector<const types::Type*> key_types;
  for (size_t i = 1; i < e.args.size(); ++i) key_types.push_back(e.args[i]->type);
  auto it = assoc_ids_.find(base.name);
  if (it == assoc_ids_.end()) {
    if (!assigned)
      diag::error(base.loc, Tag::D_IDENT_UNDEF, "failed to resolve {}: Unknown variable name",
                  base.name);
    int id = static_cast<int>(out_.assocs.size());
    out_.assocs.push_back({base.name, assigned, keys, key_size, key_types});
    it = assoc_ids_.emplace(base.name, id).first;
  }
  const AssocArray& a = out_.assocs[it->second];
  // The first reference is the array's prototype, as in DTrace.
  if (a.keys.size() != keys.size())
    diag::error(e.loc, Tag::D_PROTO_LEN, "{}[ ] prototype mismatch: {} key{} passed, {} expected",
                base.name, keys.size(), keys.size() == 1 ? "" : "s", a.keys.size());
  for (size_t i = 0; i < keys.size(); ++i)
    if ((a.keys[i].kind == ir::RecordField::Kind::String) !=
        (keys[i].kind == ir::RecordField::Kind::String))
      diag::error(e.args[i + 1]->loc, Tag::D_PROTO_ARG,
                  "{}[ ] key #{} is incompatible with prototype:\n\tprototype: {}\n\t      key: {}",
                  base.name, i + 1, a.key_types[i]->name, key_types[i]->name);
  // Lowering packs every reference with the first reference's layout, so
  // integer keys of other widths land in the same slots.
  e.binding = it->second;
  base.binding = it->second;
  e.type = a.type;
}

void Checker::assign_agg(Expr& e) {
  Expr& lhs = *e.args[0];
  Expr& rhs = *e.args[1];
  const std::string& name = lhs.kind == ExprKind::Agg ? lhs.name : lhs.args[0]->name;
  if (e.op != Op::Assign || rhs.kind != ExprKind::Call || !find_agg(rhs.name))
    diag::error(e.loc, Tag::D_AGG_FUNC,
                "@{} must be assigned the result of an aggregating function", name);
  const AggInfo* info = find_agg(rhs.name);
  require_args(rhs, info->min_args, info->max_args);
  for (auto& a : rhs.args) {
    expr(*a);
    if (!a->type->is_scalar())
      diag::error(a->loc, Tag::D_AGG_SCALAR, "{}( ) argument #1 must be of scalar type", rhs.name);
  }
  ir::AggregationDesc desc;
  desc.name = name;
  desc.func = info->func;
  agg_keys(lhs, desc);
  uint32_t words = 1;
  switch (info->func) {
    case ir::AggFunc::Count: words = 1; break;
    case ir::AggFunc::Sum: case ir::AggFunc::Avg: case ir::AggFunc::Min: case ir::AggFunc::Max:
      words = 2; break;
    case ir::AggFunc::Stddev: words = 4; break;
    case ir::AggFunc::Quantize: words = 1 + 127; break;
    case ir::AggFunc::Lquantize: {
      int64_t base = const_value(*rhs.args[1], rhs.loc), limit = const_value(*rhs.args[2], rhs.loc);
      int64_t step = rhs.args.size() > 3 ? const_value(*rhs.args[3], rhs.loc) : 1;
      if (step <= 0 || limit <= base)
        diag::error(rhs.loc, Tag::D_AGG_FUNC, "lquantize( ) step must be greater than zero");
      desc.params[0] = base;
      desc.params[1] = limit;
      desc.params[2] = step;
      words = 1 + static_cast<uint32_t>((limit - base) / step) + 2;
      break;
    }
    case ir::AggFunc::Llquantize: {
      // llquantize(x, factor, low magnitude, high magnitude, steps[, incr])
      int64_t factor = const_value(*rhs.args[1], rhs.loc);
      int64_t lmag = const_value(*rhs.args[2], rhs.loc);
      int64_t hmag = const_value(*rhs.args[3], rhs.loc);
      int64_t steps = const_value(*rhs.args[4], rhs.loc);
      // Oracle's checks and words (arguments counted after the value).
      if (factor < 2 || factor > UINT16_MAX)
        diag::error(rhs.loc, Tag::D_LLQUANT_FACTORVAL,
                    "llquantize( ) argument #1 must be an unsigned 16-bit quantity greater "
                    "than or equal to 2");
      if (lmag < 0 || lmag > UINT16_MAX)
        diag::error(rhs.loc, Tag::D_LLQUANT_LMAGVAL,
                    "llquantize( ) argument #2 must be an unsigned 16-bit quantity");
      if (hmag < lmag || hmag > UINT16_MAX)
        diag::error(rhs.loc, Tag::D_LLQUANT_HMAGVAL,
                    "llquantize( ) argument #3 (high magnitude) must be at least argument #2 "
                    "(low magnitude)");
      if (steps < 1 || steps > UINT16_MAX)
        diag::error(rhs.loc, Tag::D_LLQUANT_STEPVAL,
                    "llquantize( ) argument #4 must be an unsigned 16-bit quantity");
      if (steps < factor && factor % steps != 0)
        diag::error(rhs.loc, Tag::D_LLQUANT_STEPVAL,
                    "llquantize() argument #4 (steps) must evenly divide argument #1 "
                    "(factor) when steps<factor");
      if (steps > factor && steps % factor != 0)
        diag::error(rhs.loc, Tag::D_LLQUANT_STEPVAL,
                    "llquantize() argument #4 (steps) must be a multiple of argument #1 "
                    "(factor) when steps>factor");
      if (steps > factor && lmag == 0 && (factor * factor) % steps != 0)
        diag::error(rhs.loc, Tag::D_LLQUANT_STEPVAL,
                    "llquantize() argument #4 (steps) must evenly divide the square of "
                    "argument #1 (factor) when steps>factor and lmag==0");
      if (steps > factor && lmag > 0 && ipow_mod(factor, lmag + 1, steps) != 0)
        diag::error(rhs.loc, Tag::D_LLQUANT_STEPVAL,
                    "llquantize() argument #4 (steps) must evenly divide pow(argument #1 "
                    "(factor), lmag (argument #2) + 1) when steps>factor and lmag>0");
      // factor^(hmag+1) * steps must fit in 64 bits for the bucket arithmetic.
      __int128 top = steps;
      for (int64_t i = 0; i <= hmag && top < (__int128{1} << 62); ++i) top *= factor;
      if (top >= (__int128{1} << 62))
        diag::error(rhs.loc, Tag::D_LLQUANT_HMAGVAL,
                    "llquantize( ) argument #3 (high magnitude) overflows 64 bits");
      desc.params[0] = factor;
      desc.params[1] = lmag;
      desc.params[2] = hmag;
      desc.params[3] = steps;
      int64_t per_range = (hmag - lmag + 1) * (steps - steps / factor);
      words = 1 + static_cast<uint32_t>(2 * per_range + 3);
      break;
    }
  }
  desc.value_size = words * 8;
  auto it = agg_ids_.find(name);
  if (it != agg_ids_.end()) {
    const ir::AggregationDesc& prev = out_.aggs[it->second];
    if (prev.func != desc.func) {
      const char* previous = "";
      for (const AggInfo& a : kAggFuncs)
        if (a.func == prev.func) previous = a.name;
      diag::error(e.loc, Tag::D_AGG_REDEF, "aggregation redefined: @{}\n\tcurrent: {}( )\n\tprevious: {}( )",
                  name, rhs.name, previous);
    }
    if (prev.keys.size() != desc.keys.size())
      diag::error(e.loc, Tag::D_AGG_REDEF, "aggregation @{} has inconsistent keys", name);
    lhs.binding = it->second;
  } else {
    desc.id = static_cast<int>(out_.aggs.size());
    agg_ids_[name] = desc.id;
    lhs.binding = desc.id;
    out_.aggs.push_back(desc);
  }
  if (lhs.kind == ExprKind::Index) lhs.args[0]->binding = lhs.binding;
  e.type = types_.t_void();
}

void Checker::kernel_offset(const Expr& e, const char* type, const char* member) {
  std::string key = fmt::format("{}.{}", type, member);
  if (out_.kernel_offsets.count(key)) return;
  auto off = types_.kernel().member_offset(type, member);
  if (!off)
    diag::error(e.loc, Tag::D_UNSUPPORTED, "{} is not available: {}", e.name,
                off.error().message);
  out_.kernel_offsets[key] = *off;
}

namespace {

// Subroutines: name, min args, max args, result type, and one letter per
// argument giving its prototype type (see arg_proto()).
struct SubrInfo {
  const char* name;
  size_t min_args, max_args;
  const char* result;
  const char* args;
};

constexpr SubrInfo kSubrs[] = {
    {"copyinstr", 1, 2, "string", "az"},
    {"strlen", 1, 1, "size_t", "s"},
    {"strjoin", 2, 2, "string", "ss"},
    {"toupper", 1, 1, "string", "s"},
    {"tolower", 1, 1, "string", "s"},
    {"lltostr", 1, 2, "string", "qi"},
    {"strtok", 2, 2, "string", "Ss"},
    {"strtoll", 1, 2, "int64_t", "si"},
    {"cleanpath", 1, 1, "string", "s"},
    {"inet_ntoa", 1, 1, "string", "4"},
    {"inet_ntoa6", 1, 1, "string", "6"},
    {"inet_ntop", 2, 2, "string", "iv"},
    {"link_ntop", 2, 2, "string", "iv"},
    {"getmajor", 1, 1, "uint32_t", "d"},
    {"getminor", 1, 1, "uint32_t", "d"},
    {"alloca", 1, 1, "void *", "z"},
    {"bcopy", 3, 3, "void", "Vvz"},
    {"copyinto", 3, 3, "void", "azv"},
    // destructive (see Checker::subroutine)
    {"copyout", 3, 3, "void", "vaz"},
    {"copyoutstr", 3, 3, "void", "Caz"},
    {"chill", 1, 1, "void", "i"},
    {"copyin", 2, 2, "void *", "az"},
    {"substr", 2, 3, "string", "sii"},
    {"index", 2, 3, "int", "ssi"},
    {"rindex", 2, 3, "int", "ssi"},
    {"strstr", 2, 2, "string", "ss"},
    {"strchr", 2, 2, "string", "sc"},
    {"strrchr", 2, 2, "string", "sc"},
    {"basename", 1, 1, "string", "s"},
    {"dirname", 1, 1, "string", "s"},
    {"htons", 1, 1, "uint16_t", "h"},
    {"ntohs", 1, 1, "uint16_t", "h"},
    {"htonl", 1, 1, "uint32_t", "w"},
    {"ntohl", 1, 1, "uint32_t", "w"},
    {"htonll", 1, 1, "uint64_t", "x"},
    {"ntohll", 1, 1, "uint64_t", "x"},
    {"rand", 0, 0, "int", ""},
    {"progenyof", 1, 1, "int", "p"},
    // illumos's getf(fd): the current process's open file fd, or NULL
    {"getf", 1, 1, "struct file *", "i"},
    // the D library's psinfo_t translator: pr_psargs of a task
    {"__psargs", 1, 1, "string", "v"},
    // uregs[i] (Checker::uregs): user register i of the current thread
    {"__uregs", 1, 1, "uint64_t", "i"},
    {"json", 2, 2, "string", "ss"},
    {"d_path", 1, 1, "string", "P"},
    // Linux's struct mutex: owner word with flag bits; all mutexes sleep
    {"mutex_owned", 1, 1, "int", "m"},
    {"mutex_owner", 1, 1, "struct task_struct *", "m"},
    {"mutex_type_adaptive", 1, 1, "int", "m"},
    {"mutex_type_spin", 1, 1, "int", "m"},
    // Linux's rwlock_t: a queued rwlock's count word (see lower/subr.cpp)
    {"rw_read_held", 1, 1, "int", "r"},
    {"rw_write_held", 1, 1, "int", "r"},
    {"rw_iswriter", 1, 1, "int", "r"},
    // kernel addresses that print as names (types of their own, see types.cpp)
    {"sym", 1, 1, "_symaddr", "a"},
    {"func", 1, 1, "_symaddr", "a"},
    {"mod", 1, 1, "_modaddr", "a"},
    // user addresses, named in the process that recorded them
    {"usym", 1, 1, "_usymaddr", "a"},
    {"ufunc", 1, 1, "_usymaddr", "a"},
    {"uaddr", 1, 1, "_uaddr", "a"},
    {"umod", 1, 1, "_umodaddr", "a"},
};

// An argument letter's prototype type, named as DTrace's prototypes name it
// in its messages; 's', 'S' and 'C' are strings, all others scalars.
const char* arg_proto(char kind) {
  switch (kind) {
    case 's': return "const char *";
    case 'C': return "char *";  // copyoutstr's source
    case 'a': return "uintptr_t";
    case 'z': return "size_t";
    case 'i': return "int";
    case 'c': return "char";
    case 'q': return "int64_t";
    case 'h': return "uint16_t";
    case 'w': return "uint32_t";
    case 'x': return "uint64_t";
    case 'S': return "const char *";  // a string, or NULL (strtok)
    case 'v': return "void *";
    case 'V': return "void *";  // a source: a string too
    case '4': return "ipaddr_t *";
    case '6': return "struct in6_addr *";
    case 'd': return "dev_t";
    case 'm': return "struct mutex *";
    case 'r': return "rwlock_t *";
    case 'P': return "struct path *";
    default: return "pid_t";
  }
}

}  // namespace

// A `char *` parameter takes what DTrace's prototype check lets through:
// a string, a char array or pointer and a void pointer (read as the
// string at that address: `stringof`), or the constant 0 (NULL: the
// subroutine faults on it at run time, as in DTrace).
bool Checker::string_arg(ast::ExprPtr& a) {
  const types::Type* t = a->type;
  if (t->is_string()) return true;
  if (a->kind == ExprKind::IntLit && a->ival == 0 && !a->is_char && t->is_integer()) return true;
  bool void_ptr = t->is_pointer() && t->target->kind == types::Kind::Void;
  if (!t->is_char_array() && !t->is_char_pointer() && !void_ptr) return false;
  auto s = std::make_unique<Expr>();
  s->kind = ExprKind::Stringof;
  s->loc = a->loc;
  s->type = types_.t_string();
  s->args.push_back(std::move(a));
  a = std::move(s);
  return true;
}

bool is_builtin_function(const std::string& name) {
  for (const SubrInfo& s : kSubrs)
    if (name == s.name) return true;
  return is_action_name(name) || find_agg(name) || name == "speculation";
}

void Checker::subroutine(Expr& e) {
  const SubrInfo* info = nullptr;
  for (const SubrInfo& s : kSubrs)
    if (e.name == s.name) info = &s;
  if (!info)
    diag::error(e.loc, Tag::D_IDENT_UNDEF, "failed to resolve {}: Unknown function name", e.name);
  require_args(e, info->min_args, info->max_args);
  for (size_t i = 0; i < e.args.size(); ++i) {
    expr(*e.args[i]);
    char kind = info->args[i];
    // 'V' (a source address) takes a string's too: bcopy(probename, p, n).
    // An array is its address wherever an address is taken, as in C:
    // link_ntop(ARPHRD_INFINIBAND, ibaddr) with uint8_t ibaddr[20].
    bool address = kind == 'v' || kind == 'V' || kind == '4' || kind == '6';
    bool ok = kind == 's' || kind == 'S' || kind == 'C' ? string_arg(e.args[i])
              : kind == 'V'              ? e.args[i]->type->is_scalar() ||
                                  e.args[i]->type->is_string()
                                         : e.args[i]->type->is_scalar();
    ok = ok || (address && e.args[i]->type->kind == types::Kind::Array);
    const Expr& a = *e.args[i];
    if (!ok)
      diag::error(a.loc, Tag::D_PROTO_ARG,
                  "{}( ) argument #{} is incompatible with prototype:\n\tprototype: {}\n\t"
                  " argument: {}",
                  e.name, i + 1, arg_proto(kind), a.type->name);
  }
  // A pointer a subroutine returns (alloca(), copyin(): DTrace's own
  // memory) is a 64-bit address under -32 too.
  std::string_view result = info->result;
  e.type = result == "void *" ? types_.kernel_pointer_to(types_.t_void())
           : result == "void" ? types_.t_void()
                              : types_.lookup(result);
  // a kernel type (mutex_owner()'s task), or, without kernel BTF, an address
  if (!e.type) e.type = type_by_name(std::string(result));
  if (!e.type) e.type = types_.pointer_to(types_.t_void());
  // copyin(addr, n): a constant n from 1 to 1024 sizes the copy when
  // compiling; any other is checked against scratchsize when it runs
  // (lower/subr.cpp).
  if (e.name == "copyout" || e.name == "copyoutstr" || e.name == "chill")
    out_.destructive = true;
  if (e.name == "chill") {
    // chill() waits in an open-coded iterator loop, whose body the verifier
    // checks once, when the kernel has the bpf_iter_num kfuncs (Linux 6.4);
    // their BTF ids travel with the kernel offsets, keyed "kfunc.NAME".
    for (const char* f : {"bpf_iter_num_new", "bpf_iter_num_next", "bpf_iter_num_destroy"})
      if (auto id = types_.kernel().func_id(f)) out_.kernel_offsets[fmt::format("kfunc.{}", f)] = *id;
  }
  if (e.name == "strtok") {
    // The string strtok(NULL, ...) goes on with, and where: hidden this->
    // variables (the clause-local area lasts the whole probe firing).
    define_local("%strtok", types_.t_string());
    define_local("%strtok_pos", types_.t_int64());
  }
  if (e.name == "json" && e.args[1]->kind != ExprKind::StrLit)
    diag::error(e.args[1]->loc, Tag::D_UNSUPPORTED,
                "json( ) with a selector that is not a string constant is not supported yet");
  if (e.name == "d_path") {
    // what lower/subr_dpath.cpp walks: dentries, mounts and the task's root
    static constexpr const char* kMembers[][2] = {
        {"path", "mnt"},          {"path", "dentry"},         {"dentry", "d_parent"},
        {"dentry", "d_name"},     {"qstr", "name"},           {"dentry", "d_sb"},
        {"dentry", "d_inode"},    {"dentry", "d_hash"},       {"hlist_bl_node", "pprev"},
        {"super_block", "s_magic"}, {"inode", "i_ino"},       {"vfsmount", "mnt_root"},
        {"mount", "mnt"},         {"mount", "mnt_parent"},    {"mount", "mnt_mountpoint"},
        {"task_struct", "fs"},    {"fs_struct", "root"}};
    for (const auto& m : kMembers) kernel_offset(e, m[0], m[1]);
  }
  if (e.name == "mutex_owned" || e.name == "mutex_owner") kernel_offset(e, "mutex", "owner");
  // rwlock_t (not PREEMPT_RT's) starts with its arch_rwlock_t, a qrwlock
  if (e.name.compare(0, 3, "rw_") == 0) kernel_offset(e, "qrwlock", "cnts");
  if (e.name == "__uregs") {
    // the registers past pt_regs' (segment bases and selectors)
    kernel_offset(e, "task_struct", "thread");
    for (const char* m : {"fsbase", "gsbase", "ds", "es", "fsindex", "gsindex"})
      kernel_offset(e, "thread_struct", m);
  }
  if (e.name == "__psargs") {
    kernel_offset(e, "task_struct", "mm");
    kernel_offset(e, "mm_struct", "arg_start");
    kernel_offset(e, "mm_struct", "arg_end");
  }
  if (e.name == "getf") {
    // curthread->files->fdt: fd[] and its length
    kernel_offset(e, "task_struct", "files");
    kernel_offset(e, "files_struct", "fdt");
    kernel_offset(e, "fdtable", "max_fds");
    kernel_offset(e, "fdtable", "fd");
  }
  if (e.name == "progenyof") {
    // walks curthread->real_parent->..., comparing each tgid
    kernel_offset(e, "task_struct", "real_parent");
    kernel_offset(e, "task_struct", "tgid");
  }
}

// The size argument `index` of copyin()/tracemem(): a positive constant
// (DTrace allows a variable one; that needs alloca-style scratch).
uint32_t Checker::constant_size(Expr& e, size_t index) {
  Expr& n = *e.args[index];
  if (n.kind != ExprKind::IntLit || n.ival == 0)
    diag::error(n.loc, Tag::D_UNSUPPORTED,
                "{}( ) with a size that is not a positive constant is not supported yet", e.name);
  if (n.ival > 1024)
    diag::error(n.loc, Tag::D_UNSUPPORTED, "{}( ) of more than 1024 bytes is not supported yet",
                e.name);
  return static_cast<uint32_t>(n.ival);
}

// stack([frames]): the kernel stack, as an action or an aggregation key.
// ustack([frames[, strsize]]): the user stack, the same record (lowering
// marks it as a user stack and adds the pid; consume/usyms.h).  strsize
// (for JIT-ed frames' names) is accepted and unused.  jstack() is ustack()
// with Java frames named (none are here), so it becomes ustack() once
// checked.  Each check raises DTrace's own tag and message.
void Checker::stack(Expr& e) {
  if (e.name != "stack") return user_stack(e);
  if (e.args.size() > 1)
    diag::error(e.loc, Tag::D_STACK_PROTO, "stack( ) prototype mismatch: too many arguments");
  int64_t frames = static_cast<int64_t>(ctx_.stackframes);
  if (!e.args.empty()) {
    Expr& n = *e.args[0];
    expr(n);
    // An integer constant must be positive; anything else is no size.
    bool konst = n.kind == ExprKind::IntLit ||
                 (n.kind == ExprKind::Unary && n.op == Op::Neg &&
                  n.args[0]->kind == ExprKind::IntLit);
    if (!konst || !n.type->is_integer())
      diag::error(n.loc, Tag::D_STACK_SIZE,
                  "stack( ) size must be a non-zero positive integral constant expression");
    frames = const_value(n, n.loc);
    if (frames <= 0)
      diag::error(n.loc, Tag::D_STACK_SIZE,
                  "stack( ) argument #1 must be a non-zero positive integer constant");
  }
  e.type = types_.stack_of(frame_limit(frames));
}

// The frames a stack records: as DTrace, no more than maxframes (and the
// kernel's 127).
uint32_t Checker::frame_limit(int64_t frames) const {
  return static_cast<uint32_t>(std::min<int64_t>(std::min<int64_t>(frames, ctx_.maxframes), 127));
}

void Checker::user_stack(Expr& e) {
  if (e.args.size() > 2)
    diag::error(e.loc, Tag::D_USTACK_PROTO, "{}( ) prototype mismatch: too many arguments",
                e.name);
  int64_t frames = e.name == "jstack" ? ctx_.jstackframes : ctx_.ustackframes;
  for (size_t i = 0; i < e.args.size(); ++i) {
    Expr& n = *e.args[i];
    expr(n);
    if (!n.type->is_integer())
      diag::error(n.loc, Tag::D_PROTO_ARG,
                  "{}( ) argument #{} is incompatible with prototype:\n\tprototype: uint32_t\n"
                  "\t argument: {}",
                  e.name, i + 1, n.type->name);
    if (n.kind == ExprKind::IntLit && static_cast<int64_t>(n.ival) > 0) {
      if (i == 0) frames = static_cast<int64_t>(n.ival);
      continue;
    }
    if (i == 0)
      diag::error(n.loc, Tag::D_USTACK_FRAMES,
                  "{}( ) argument #1 must be a non-zero positive integer constant", e.name);
    diag::error(n.loc, Tag::D_USTACK_STRSIZE,
                "{}( ) argument #2 must be a positive integer constant", e.name);
  }
  e.name = "ustack";
  e.type = types_.stack_of(frame_limit(frames));
}

void Checker::call(Expr& e) {
  if (e.name == "stack" || e.name == "ustack" || e.name == "jstack") return stack(e);
  if (e.name == "trace") return action_trace(e);
  if (e.name == "print") return action_print(e);
  if (e.name == "printf") return action_printf(e);
  if (e.name == "panic" || e.name == "breakpoint") {
    // Destructive actions of DTrace's that no BPF program can take: known
    // here (so DTrace's clause rules apply to them), refused when lowered.
    require_args(e, 0, 0);
    out_.destructive = true;
    e.type = types_.t_void();
    return;
  }
  if (e.name == "raise" || e.name == "stop") {
    // raise(signal) / stop(): destructive, sent with bpf_send_signal.
    require_args(e, e.name == "raise" ? 1 : 0, e.name == "raise" ? 1 : 0);
    if (!e.args.empty()) {
      expr(*e.args[0]);
      if (!e.args[0]->type->is_integer())
        diag::error(e.loc, Tag::D_PROTO_ARG,
                    "raise( ) argument #1 is incompatible with prototype:\n\tprototype: int\n"
                    "\t argument: {}",
                    e.args[0]->type->name);
    }
    out_.destructive = true;
    e.type = types_.t_void();
    return;
  }
  if (e.name == "tracemem") {
    // tracemem(address, size[, nbytes]): size bytes of kernel memory, as a
    // hex dump of the first nbytes of them when nbytes is within 0..size.
    require_args(e, 2, 3);
    for (auto& a : e.args) expr(*a);
    if (!e.args[0]->type->is_scalar())
      diag::error(e.loc, Tag::D_PROTO_ARG,
                  "tracemem( ) argument #1 is incompatible with prototype:\n\tprototype: void *\n"
                  "\t argument: {}",
                  e.args[0]->type->name);
    e.binding = static_cast<int>(constant_size(e, 1));
    e.type = types_.t_void();
    return;
  }
  if (e.name == "system") {
    // system(fmt, ...): printf's rules; the consumer runs the command.
    action_printf(e);
    out_.destructive = true;
    return;
  }
  if (e.name == "exit") return action_exit(e);
  if (e.name == "setopt" || e.name == "freopen" || e.name == "ftruncate")
    return action_output(e);
  if (e.name == "speculation" || e.name == "speculate" || e.name == "commit" ||
      e.name == "discard")
    return action_speculation(e);
  if (e.name == "printa") return action_printa(e);
  if (e.name == "clear" || e.name == "trunc" || e.name == "normalize" ||
      e.name == "denormalize")
    return action_aggop(e);
  if (find_agg(e.name))
    diag::error(e.loc, Tag::D_AGG_FUNC, "{}( ) may only be used as the value of an aggregation",
                e.name);
  subroutine(e);
}

// speculation(): a new speculation's id (0: none free).  speculate(id),
// commit(id), discard(id): actions on one; their order within a clause is
// checked once the clause is cooked (check_speculation_order).
void Checker::action_speculation(Expr& e) {
  if (e.name == "speculation") {
    require_args(e, 0, 0);
    e.type = types_.t_int();
    return;
  }
  require_args(e, 1, 1);
  Expr& id = *e.args[0];
  expr(id);
  if (!id.type->is_integer())
    diag::error(id.loc, Tag::D_PROTO_ARG,
                "{}( ) argument #1 is incompatible with prototype:\n\tprototype: int\n"
                "\t argument: {}",
                e.name, id.type->name);
  e.type = types_.t_void();
}

namespace {

// How DTrace's clause rules see one statement-level action.
enum class ActClass { None, Speculate, Commit, Discard, Agg, Exit, Destructive, DataRec };

ActClass classify(const ast::Stmt& s, const Expr*& at) {
  if (s.kind != ast::Stmt::Kind::Expr || !s.expr) return ActClass::None;
  const Expr& e = *s.expr;
  at = &e;
  if (e.kind == ExprKind::Assign && (e.args[0]->kind == ExprKind::Agg ||
                                     (e.args[0]->kind == ExprKind::Index &&
                                      e.args[0]->args[0]->kind == ExprKind::Agg)))
    return ActClass::Agg;
  if (e.kind != ExprKind::Call) return ActClass::None;
  static const char* const kDestructive[] = {"raise",      "stop",  "system",  "panic",
                                             "breakpoint", "chill", "copyout", "copyoutstr",
                                             "freopen"};
  static const char* const kRecording[] = {"trace", "printf", "printa", "tracemem", "stack",
                                           "ustack", "jstack", "clear", "trunc", "normalize",
                                           "denormalize", "setopt", "print", "ftruncate"};
  if (e.name == "speculate") return ActClass::Speculate;
  if (e.name == "commit") return ActClass::Commit;
  if (e.name == "discard") return ActClass::Discard;
  if (e.name == "exit") return ActClass::Exit;
  for (const char* n : kDestructive)
    if (e.name == n) return ActClass::Destructive;
  for (const char* n : kRecording)
    if (e.name == n) return ActClass::DataRec;
  return ActClass::None;
}

struct ClauseFlags {
  bool spec = false, commit = false, datarec = false;
};

void check_action(ActClass k, const Expr& e, ClauseFlags& f) {
  switch (k) {
    case ActClass::None: return;
    case ActClass::Commit:
      // Several commit()s in one clause are fine (DTrace on BPF dropped the
      // old D_COMM_COMM rule); each one commits its own speculation.
      if (f.datarec)
        diag::error(e.loc, Tag::D_COMM_DREC, "commit( ) may not follow data-recording action(s)");
      f.commit = true;
      return;
    case ActClass::Discard: return;
    case ActClass::Speculate:
      if (f.spec) diag::error(e.loc, Tag::D_SPEC_SPEC, "speculate( ) may not follow speculate( )");
      if (f.commit) diag::error(e.loc, Tag::D_SPEC_COMM, "speculate( ) may not follow commit( )");
      if (f.datarec)
        diag::error(e.loc, Tag::D_SPEC_DREC,
                    "speculate( ) may not follow data-recording action(s)");
      f.spec = true;
      return;
    case ActClass::Agg:
      if (f.commit)
        diag::error(e.loc, Tag::D_AGG_COMM, "aggregating actions may not follow commit( )");
      if (f.spec)
        diag::error(e.loc, Tag::D_AGG_SPEC, "aggregating actions may not follow speculate( )");
      f.datarec = true;
      return;
    default: break;
  }
  if (f.spec && k == ActClass::Destructive)
    diag::error(e.loc, Tag::D_ACT_SPEC, "destructive actions may not follow speculate( )");
  if (f.spec && k == ActClass::Exit)
    diag::error(e.loc, Tag::D_EXIT_SPEC, "exit( ) may not follow speculate( )");
  if (f.commit)
    diag::error(e.loc, Tag::D_DREC_COMM, "data-recording actions may not follow commit( )");
  // chill(), raise(), stop(), copyout() and the like record nothing.
  bool records = k != ActClass::Destructive || e.name == "system" || e.name == "freopen";
  if (!f.spec && records) f.datarec = true;
}

void check_statements(const std::vector<ast::StmtPtr>& body, ClauseFlags& f) {
  for (const auto& s : body) {
    const Expr* at = nullptr;
    ActClass k = classify(*s, at);
    if (at) check_action(k, *at, f);
    check_statements(s->body, f);
    check_statements(s->else_body, f);
  }
}

}  // namespace

// DTrace's rules for speculate(), commit() and discard() in a clause,
// checked in statement order (dt_cg_clsflags in Oracle's compiler).
void check_speculation_order(const ast::Clause& c) {
  ClauseFlags f;
  check_statements(c.body, f);
}

void Checker::action_trace(Expr& e) {
  require_args(e, 1, 1);
  expr(*e.args[0]);
  // A char array records its bytes: the consumer prints it as a string
  // only when it is one (consume::render_bytes).
  if (e.args[0]->type->kind == types::Kind::Void)
    diag::error(e.loc, Tag::D_PROTO_ARG, "trace( ) argument #1 is incompatible with prototype");
  e.type = types_.t_void();
}

namespace {

// Imports every kernel struct or union `t` holds by value (through arrays
// and nested members), so the consumer can walk the type without the table.
void complete_deep(types::TypeTable& tt, const types::Type* t) {
  while (t->kind == types::Kind::Array) t = t->target;
  if (!t->is_sou()) return;
  tt.complete(t);
  for (const types::Member& m : t->members) complete_deep(tt, m.type);
}

}  // namespace

// print(expr): a pointer prints as its address and the object it points
// to; an array, struct or union prints by value.  Oracle's prototype is
// `void *`, so other scalars are refused as it refuses them.
void Checker::action_print(Expr& e) {
  require_args(e, 1, 1);
  expr(*e.args[0]);
  const types::Type* t = e.args[0]->type;
  if (!t->is_pointer() && !t->is_sou() && t->kind != types::Kind::Array)
    diag::error(e.loc, Tag::D_PROTO_ARG,
                "print( ) argument #1 is incompatible with prototype:\n\tprototype: void *\n"
                "\t argument: {}",
                t->name);
  const types::Type* obj = t->is_pointer() ? t->target : t;
  complete_deep(types_, obj);
  if (obj->size == 0)
    diag::error(e.loc, Tag::D_PRINT_SIZE,
                "print( ) argument #1 reference has type '{}' with size 0; cannot print( ) it.",
                obj->name);
  e.type = types_.t_void();
}

void Checker::action_exit(Expr& e) {
  require_args(e, 1, 1);
  expr(*e.args[0]);
  if (!e.args[0]->type->is_integer())
    diag::error(e.loc, Tag::D_PROTO_ARG,
                "exit( ) argument #1 is incompatible with prototype:\n\tprototype: int\n\t argument: {}",
                e.args[0]->type->name);
  e.type = types_.t_void();
}

void Checker::action_printf(Expr& e) {
  if (e.args.empty() || e.args[0]->kind != ExprKind::StrLit)
    diag::error(e.loc, Tag::D_PRINTF_FMT, "{}( ) argument #1 must be a string constant", e.name);
  auto plan = ir::parse_format(e.args[0]->name);
  if (!plan) diag::error(e.loc, Tag::D_PRINTF_FMT, "{}( ) {}", e.name, plan.error().message);
  size_t given = e.args.size() - 1;
  for (size_t i = 1; i < e.args.size(); ++i) expr(*e.args[i]);
  if (given < static_cast<size_t>(plan->arg_count))
    diag::error(e.loc, Tag::D_PRINTF_ARG_PROTO,
                "printf( ) prototype mismatch: conversion #{} (%{}) is missing a corresponding "
                "value argument",
                given + 1, "");
  if (given > static_cast<size_t>(plan->arg_count))
    diag::error(e.loc, Tag::D_PRINTF_ARG_EXTRA, "printf( ) prototype mismatch: only {} arguments "
                "required by this format string", plan->arg_count);
  for (const ir::Conversion* c : plan->conversions()) {
    int vi = c->value_index();
    if (vi < 0) continue;
    ir::ArgClass cls = ir::arg_class(*c);
    if (cls == ir::ArgClass::Str) to_string(e.args[1 + vi]);
    const Expr& arg = *e.args[1 + vi];
    bool ok = true;
    switch (cls) {
      case ir::ArgClass::Int: case ir::ArgClass::CharInt: case ir::ArgClass::Time:
        ok = arg.type->is_scalar(); break;
      case ir::ArgClass::Ptr: ok = arg.type->is_scalar(); break;
      case ir::ArgClass::Str: ok = arg.type->is_string() || arg.type->kind == types::Kind::Array ||
                                   arg.type->is_pointer(); break;
      default: break;
    }
    if (!ok)
      diag::error(arg.loc, Tag::D_PRINTF_ARG_TYPE,
                  "printf( ) argument #{} is incompatible with conversion #{} prototype:\n"
                  "\tconversion: %{}\n\t prototype: {}\n\t  argument: {}",
                  vi + 2, c->number, c->name,
                  cls == ir::ArgClass::Str ? "char [] or string (or use stringof)" : "int",
                  arg.type->name);
  }
  e.binding = static_cast<int>(out_.formats.size());
  out_.formats.push_back(std::move(*plan));
  e.type = types_.t_void();
}

// setopt(name[, value]), freopen(fmt, ...), ftruncate(): actions on the
// consumer's options and output file, applied in order with the output.
// freopen() is destructive; its empty format restores the original output
// and "." (Oracle's internal marker for that) is refused.
void Checker::action_output(Expr& e) {
  if (e.name == "ftruncate") {
    require_args(e, 0, 0);
  } else if (e.name == "freopen") {
    if (!e.args.empty() && e.args[0]->kind == ExprKind::StrLit && e.args[0]->name == ".")
      diag::error(e.loc, Tag::D_FREOPEN_INVALID, "freopen( ) argument #1 cannot be \".\"");
    action_printf(e);
    out_.destructive = true;
    return;
  } else {
    size_t n = e.args.size();
    if (n < 1 || n > 2)
      diag::error(e.loc, Tag::D_PROTO_LEN,
                  "setopt( ) prototype mismatch: {} arg{} passed, at least 1 expected", n,
                  n == 1 ? "" : "s");
    for (size_t i = 0; i < n; ++i) {
      expr(*e.args[i]);
      if (e.args[i]->type->is_char_array()) to_string(e.args[i]);
      if (!e.args[i]->type->is_string())
        diag::error(e.args[i]->loc, Tag::D_PROTO_ARG,
                    "setopt( ) argument #{} is incompatible with prototype:\n\tprototype: "
                    "const char *\n\t argument: {}",
                    i + 1, e.args[i]->type->name);
    }
  }
  e.type = types_.t_void();
}

// clear(@a), trunc(@a[, n]), normalize(@a, n), denormalize(@a): actions
// the consumer applies to its snapshot, in order with the other output.
void Checker::action_aggop(Expr& e) {
  size_t max = e.name == "clear" || e.name == "denormalize" ? 1 : 2;
  size_t min = e.name == "normalize" ? 2 : 1;
  require_args(e, min, max);
  Expr& a = *e.args[0];
  if (a.kind != ExprKind::Agg)
    diag::error(a.loc, Tag::D_PROTO_ARG,
                "{}( ) argument #1 is incompatible with prototype:\n\tprototype: aggregation\n"
                "\t argument: {}",
                e.name, "expression");
  auto it = agg_ids_.find(a.name);
  if (it == agg_ids_.end())
    diag::error(a.loc, Tag::D_IDENT_UNDEF, "failed to resolve @{}: Unknown variable name", a.name);
  a.binding = it->second;
  if (e.args.size() > 1) {
    Expr& n = *e.args[1];
    expr(n);
    if (!n.type->is_integer())
      diag::error(n.loc, Tag::D_PROTO_ARG,
                  "{}( ) argument #2 is incompatible with prototype:\n\tprototype: int64_t\n"
                  "\t argument: {}",
                  e.name, n.type->name);
  }
  e.type = types_.t_void();
}

void Checker::action_printa(Expr& e) {
  if (e.args.empty())
    diag::error(e.loc, Tag::D_PROTO_LEN, "printa( ) prototype mismatch: 0 args passed, at least 1 expected");
  size_t first = 0;
  if (e.args[0]->kind == ExprKind::StrLit) {
    auto plan = ir::parse_format(e.args[0]->name);
    if (!plan) diag::error(e.loc, Tag::D_PRINTF_FMT, "printa( ) {}", plan.error().message);
    e.binding = static_cast<int>(out_.formats.size());
    out_.formats.push_back(std::move(*plan));
    first = 1;
  }
  for (size_t i = first; i < e.args.size(); ++i) {
    Expr& a = *e.args[i];
    if (a.kind != ExprKind::Agg)
      diag::error(a.loc, Tag::D_PROTO_ARG, "printa( ) argument #{} must be an aggregation", i + 1);
    auto it = agg_ids_.find(a.name);
    if (it == agg_ids_.end())
      diag::error(a.loc, Tag::D_IDENT_UNDEF, "failed to resolve @{}: Unknown variable name", a.name);
    a.binding = it->second;
  }
  e.type = types_.t_void();
}

}  // namespace dtrace::sema
