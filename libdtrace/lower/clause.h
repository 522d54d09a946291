// ClauseLowerer: lowers one clause for one probe into the program being
// built: predicate, statements, expressions, actions and aggregations.
#pragma once

#include "lower/lower.h"

namespace dtrace::lower {
struct JsonCtx;  // subr_json.cpp

// Whether e calls alloca() anywhere (subr_mem.cpp).
bool calls_alloca(const ast::Expr& e);

// Records the current user stack at base + off (actions.cpp); at_entry:
// the probe fires at a function's first instruction, where the caller's
// return address is still at the top of the stack (fires_at_function_entry).
void ustack_into(ir::Builder& b, ir::Reg ctx, ir::Reg base, int16_t off,
                 const ir::RecordField& f, bool at_entry = false);

// Whether the clause, lowered for `probe` (null: for all its probes),
// fires only at the entry of user functions: pid provider entry probes,
// whose context is the user registers (actions.cpp).
bool fires_at_function_entry(const probes::Probe* probe, const sema::ClauseInfo& clause);

// The word at the top of the user stack, 0 if it cannot be read: at a
// function's first instruction, the return address its call pushed
// (actions.cpp).
ir::Reg return_address_at_entry(ir::Builder& b, ir::Reg ctx);

// Where lowering is in the D source, for the fault sites: the expression's
// position, and whether it reads user memory (copyin(), copyinstr(), ...).
struct SourceWhere {
  SourceLoc loc;
  bool user_copy = false;
};

// Sets the position for the extent of a scope, then restores the previous
// one (an expression without a position keeps its parent's).
class WhereScope {
 public:
  WhereScope(SourceWhere& slot, const ast::Expr& e) : slot_(slot), saved_(slot) {
    if (e.loc.line != 0) slot_.loc = e.loc;
    slot_.user_copy = e.kind == ast::ExprKind::Call && e.name.starts_with("copyin");
  }
  ~WhereScope() { slot_ = saved_; }
  WhereScope(const WhereScope&) = delete;
  WhereScope& operator=(const WhereScope&) = delete;

 private:
  SourceWhere& slot_;
  SourceWhere saved_;
};

// The second byte of a global or this-> string set to NULL (its first is
// 0): no string stored there has it, as a store clears that byte first.
inline constexpr int32_t kNullStringMark = 1;

class ClauseLowerer {
 public:
  // The builder goes back to tracking what it tracked before (the clause
  // around an ERROR clause lowered inside it, or nothing).
  ~ClauseLowerer() { b_.track_source(saved_clause_, saved_loc_); }
  ClauseLowerer(const ClauseLowerer&) = delete;
  ClauseLowerer& operator=(const ClauseLowerer&) = delete;
  // `probe` is null for a body shared by several probes: the probe id is
  // then read from ms->prid and the probe's names from the probedesc map.
  ClauseLowerer(Lowerer& lw, ir::Builder& b, const probes::Probe* probe,
                const sema::ClauseInfo& clause, uint32_t stid, ir::Reg ctx, ir::Reg ms,
                int16_t zero_key, uint32_t stack_skip = 0);

  void run();
  // The clause's 1-based place among the firing probe's clauses: ERROR's
  // arg2 (DTrace's clause id).
  void set_clause_position(uint32_t pos) { clause_pos_ = pos; }
  uint32_t temp_high() const { return temp_high_; }

 private:
  // expressions (expr.cpp)
  ir::Reg expr(const ast::Expr& e);
  ir::Reg int_lit(const ast::Expr& e);
  ir::Reg str_lit(const std::string& s);
  ir::Reg ident(const ast::Expr& e);
  ir::Reg builtin(const ast::Expr& e);
  ir::Reg firing_time();
  ir::Reg probe_name(int which);  // 0 provider, 1 module, 2 function, 3 name
  ir::Reg unary(const ast::Expr& e);
  ir::Reg binary(const ast::Expr& e);
  ir::Reg logical(const ast::Expr& e);
  ir::Reg compare(const ast::Expr& e);
  ir::Reg string_compare(const ast::Expr& e, ir::Reg a, ir::Reg b);
  ir::Reg ternary(const ast::Expr& e);
  ir::Reg assign(const ast::Expr& e);
  ir::Reg incdec(const ast::Expr& e);
  void arith(ast::Op op, const types::Type* t, ir::Reg dst, ir::Reg src);
  void divide(ast::Op op, const types::Type* t, ir::Reg dst, ir::Reg src);
  void normalize(ir::Reg r, const types::Type* t);
  // The address of a global or clause-local variable's storage.
  ir::Reg var_addr(const ast::Expr& e);
  // Reads and writes of any variable: globals, this->, self-> and
  // associative array elements (vars.cpp).
  ir::Reg load_lvalue(const ast::Expr& lv);
  void store_lvalue(const ast::Expr& lv, ir::Reg value);
  // Dynamic variables (self->, assoc[]) live in hash maps: the map and a
  // pointer to the packed key.
  ir::Reg dyn_key(const ast::Expr& lv, uint32_t& map);
  ir::Reg pack_key(const std::vector<ir::RecordField>& fields, uint32_t key_size,
                   const ast::Expr& idx);
  ir::Reg string_compare_bytes(ir::Reg a, ir::Reg b);

  // subroutines (subr.cpp), one function each
  ir::Reg subr(const ast::Expr& call);
  ir::Reg subr_copyinstr(const ast::Expr& call);
  ir::Reg subr_strlen(const ast::Expr& call);
  ir::Reg subr_strjoin(const ast::Expr& call);
  ir::Reg subr_address(const ast::Expr& call);
  ir::Reg subr_user_address(const ast::Expr& call);
  ir::Reg subr_copyin(const ast::Expr& call);
  ir::Reg subr_byteswap(const ast::Expr& call);
  ir::Reg subr_rand(const ast::Expr& call);
  ir::Reg subr_progenyof(const ast::Expr& call);
  ir::Reg subr_getf(const ast::Expr& call);
  ir::Reg subr_psargs(const ast::Expr& call);
  ir::Reg subr_uregs(const ast::Expr& call);
  void psargs_copy(int16_t buf, uint32_t cap, ir::Reg start, ir::Reg n, uint32_t done);
  void task_args(ir::Reg task, int16_t buf, uint32_t cap, uint32_t done);
  ir::Reg subr_mutex_owner(const ast::Expr& call);
  ir::Reg subr_mutex_owned(const ast::Expr& call);
  ir::Reg subr_mutex_type(const ast::Expr& call);
  ir::Reg subr_rw(const ast::Expr& call);
  // subr_json.cpp
  ir::Reg subr_json(const ast::Expr& call);
  ir::Reg json_tmp(const JsonCtx& x);
  ir::Reg json_load(const JsonCtx& x, int16_t slot);
  void json_store(const JsonCtx& x, int16_t slot, ir::Reg v);
  void json_set(const JsonCtx& x, int16_t slot, int32_t v);
  void json_goto(const JsonCtx& x, int32_t state);
  void json_put(const JsonCtx& x, ir::Reg c);
  void json_reset(const JsonCtx& x);
  ir::Reg json_entry(const JsonCtx& x);
  void json_array_start(const JsonCtx& x);
  void json_scalar_end(const JsonCtx& x);
  void jump_if_space(ir::Reg c, uint32_t to);
  void jump_if_range(ir::Reg c, char lo, char hi, uint32_t to);
  void json_outer_states(const JsonCtx& x);
  void json_string_end(const JsonCtx& x);
  void json_string_states(const JsonCtx& x);
  void json_comma_ident(const JsonCtx& x);
  void json_ident_end(const JsonCtx& x);
  void json_number_states(const JsonCtx& x);
  void json_nested(const JsonCtx& x, bool array);
  void json_value_state(const JsonCtx& x);
  void json_collect_state(const JsonCtx& x);
  void json_setup(JsonCtx& x, const std::vector<std::string>& elems);
  void json_finish(const JsonCtx& x, uint32_t done);
  void json_dispatch(const JsonCtx& x, ir::Reg st, int32_t lo, int32_t hi);
  // Whether `name` is a subroutine (lowered by subr(), also as a statement).
  static bool is_subroutine(const std::string& name);
  using SubrFn = ir::Reg (ClauseLowerer::*)(const ast::Expr&);
  static SubrFn subr_fn(std::string_view name);
  // subr_strtok.cpp
  ir::Reg subr_strtok(const ast::Expr& call);
  ir::Reg subr_strtoll(const ast::Expr& call);
  int16_t hidden_local(const char* name) const;
  void byte_set(int16_t map, int16_t buf, ir::Reg len);
  void in_byte_set(int16_t map, ir::Reg c, ir::Reg bit, ir::Reg w);
  void scan_set(int16_t str, int16_t map, int16_t slot, bool want_in);
  ir::Reg strtok_token(int16_t str, int16_t saved, ir::Reg d);
  void digit_value(ir::Reg c, ir::Reg x);
  ir::Reg base_arg(const ast::Expr& call, size_t index);
  void strtoll_prefix(int16_t buf, ir::Reg p, int16_t neg, int16_t bslot);
  void strtoll_digits(int16_t buf, ir::Reg p, int16_t bslot, int16_t vslot);
  // subr_net.cpp
  ir::Reg subr_inet_ntoa(const ast::Expr& call);
  ir::Reg subr_inet_ntoa6(const ast::Expr& call);
  ir::Reg subr_inet_ntop(const ast::Expr& call);
  ir::Reg subr_link_ntop(const ast::Expr& call);
  void text_hex8(int16_t out, ir::Reg v);
  void text_hex_digit(int16_t out, ir::Reg v, int shift);
  int16_t read_or_fault(ir::Reg addr, uint32_t size);
  int16_t text_new();
  void text_put(int16_t out, ir::Reg c);
  void text_put(int16_t out, char c);
  void text_dec8(int16_t out, ir::Reg v);
  void text_hex16(int16_t out, ir::Reg v);
  void text_quad(int16_t out, int16_t buf);
  ir::Reg text_string(int16_t out);
  void ipv6_group(int16_t buf, int k, ir::Reg v);
  void ipv6_zero_run(int16_t buf, int16_t run);
  void ipv6_is_v4(int16_t buf, ir::Reg r);
  ir::Reg ipv6_text(int16_t buf);
  // subr_mem.cpp
  ir::Reg subr_alloca(const ast::Expr& call);
  ir::Reg subr_bcopy(const ast::Expr& call);
  ir::Reg subr_copyinto(const ast::Expr& call);
  ir::Reg subr_copyout(const ast::Expr& call);
  ir::Reg subr_copyoutstr(const ast::Expr& call);
  ir::Reg subr_chill(const ast::Expr& call);
  ir::Reg subr_getmajor(const ast::Expr& call);
  ir::Reg subr_getminor(const ast::Expr& call);
  void check_size(ir::Reg n);
  ir::Reg scratch_dest(ir::Reg addr, ir::Reg n);
  void write_user(ir::Reg addr, int16_t buf, ir::Reg n);
  // strings_search.cpp
  ir::Reg subr_substr(const ast::Expr& call);
  ir::Reg subr_index(const ast::Expr& call);
  ir::Reg subr_rindex(const ast::Expr& call);
  ir::Reg subr_strstr(const ast::Expr& call);
  ir::Reg subr_strchr(const ast::Expr& call);
  ir::Reg subr_strrchr(const ast::Expr& call);
  void clamp_index(ir::Reg r);
  ir::Reg find_char(int16_t buf, ir::Reg len, ir::Reg c, bool last);
  ir::Reg tail_or_null(int16_t buf, ir::Reg pos, ir::Reg len);
  ir::Reg char_search(const ast::Expr& call, bool last);
  void emit_words_differ(int16_t a, int16_t b, ir::Reg acc);
  ir::Reg string_search(int16_t sb, ir::Reg slen, int16_t tb, ir::Reg tlen, ir::Reg start,
                        bool reverse);
  void empty_needle_pos(ir::Reg start, ir::Reg slen, ir::Reg dflt, ir::Reg pos);
  void match_at(int16_t sb, int16_t w, int16_t tb, ir::Reg tlen, ir::Reg i, int16_t slot,
                uint32_t found);
  void search_forward(int16_t sb, int16_t w, int16_t tb, ir::Reg tlen, ir::Reg start,
                      ir::Reg maxi, int16_t slot, uint32_t out);
  void search_backward(int16_t sb, int16_t w, int16_t tb, ir::Reg tlen, ir::Reg start,
                       ir::Reg maxi, int16_t slot, uint32_t out);
  ir::Reg index_search(const ast::Expr& call, bool reverse);
  // strings_path.cpp
  ir::Reg subr_basename(const ast::Expr& call);
  ir::Reg subr_dirname(const ast::Expr& call);
  void scan_path(int16_t buf, ir::Reg len, int16_t slots);
  ir::Reg path_part(const ast::Expr& call, bool dir);
  ir::Reg subr_cleanpath(const ast::Expr& call);
  void path_put(int16_t dst, int16_t slots, ir::Reg c, ir::Reg t);
  void path_component_end(int16_t in, int16_t slots, int16_t stack, ir::Reg i,
                          ir::Reg x, ir::Reg y, ir::Reg z);
  void path_next_component(int16_t dst, int16_t slots, ir::Reg x, ir::Reg y);
  // subr_dpath.cpp
  ir::Reg subr_d_path(const ast::Expr& call);
  // speculation (actions.cpp)
  ir::Reg subr_speculation(const ast::Expr& call);
  void speculate(const ast::Expr& call);
  void reserve_speculative(ir::Reg id);
  void commit_discard(const ast::Expr& call, const ir::RecordAction& a);
  ir::Reg spec_lookup(int16_t key);
  // strings.cpp
  ir::Reg subr_toupper(const ast::Expr& call);
  ir::Reg subr_tolower(const ast::Expr& call);
  ir::Reg subr_lltostr(const ast::Expr& call);
  ir::Reg case_convert(const ast::Expr& call, bool upper);
  void lltostr_prefix(int16_t buf, ir::Reg pos, ir::Reg n, ir::Reg base);
  int16_t string_copy(ir::Reg s, ir::Reg len);
  ir::Reg byte_ptr(int16_t buf, ir::Reg idx);
  ir::Reg substring(int16_t buf, ir::Reg from, ir::Reg to);
  void emit_forget_loop_state(std::initializer_list<ir::Reg> regs);
  ir::Reg kernel_read(ir::Reg ptr, uint32_t offset, uint8_t size);
  void read_str_into(int16_t buf, uint32_t limit, ir::Reg src, int helper);
  uint32_t kernel_offset(const char* key) const;
  ir::Reg ns_pid(ir::Reg task, bool tgid);  // -x pidns (expr.cpp)
  void store_value(ir::Reg addr, int16_t off, const types::Type* t, ir::Reg value);
  ir::Reg load_value(ir::Reg addr, int16_t off, const types::Type* t);
  ir::Reg load_variable(ir::Reg addr, const ast::Expr& lv);
  bool wide_variable(const ast::Expr& lv) const;
  // Copies string src to dst + off: at most size - 1 bytes and a NUL
  // (size 0: strsize).
  void copy_string(ir::Reg dst, int16_t off, ir::Reg src, uint32_t size = 0);

  // objects (objects.cpp): members, subscripts, *p, &x, stringof
  struct Place {
    ir::Reg addr;
    bool indirect = false;  // reached through a pointer: read with probe_read
  };
  Place place(const ast::Expr& e);
  Place subscript_place(const ast::Expr& e, bool address_only = false);
  Place writable_place(const ast::Expr& e);
  Place scratch_place(Place p, const types::Type* t);
  Place pointer_place(Place p, const ast::Expr& e);
  Place d_storage_place(ir::Reg addr, uint32_t size);
  ir::Reg address_number(ir::Reg ptr);
  void check_index(const ast::Expr& a, ir::Reg base, ir::Reg i, uint32_t elem, ir::Cond cond);
  void check_not_null(ir::Reg ptr);
  bool no_kernel_stack() const;
  ir::Reg probe_read(int helper, ir::Reg dst, ir::Reg size, ir::Reg addr);
  void probe_read(int helper, ir::Reg base, int32_t off, uint32_t size, ir::Reg addr);
  void read_kernel(int16_t buf, uint32_t size, ir::Reg addr);
  ir::Reg object_value(const ast::Expr& e);
  ir::Reg xlate_struct(const ast::Expr& e);
  ir::Reg bitfield_value(Place p, const ast::Expr& e, uint32_t bits);
  void store_object(const ast::Expr& lv, ir::Reg value);
  ir::Reg dyn_value_for_write(const ast::Expr& lv);
  ir::Reg lookup_or_create(uint32_t map, ir::Reg key, int16_t drop, uint32_t on_full);
  ir::Reg address_of(const ast::Expr& e);
  void copy_bytes(ir::Reg dst, int16_t off, ir::Reg src, uint32_t size);
  // not_null: the operand is the address of a string about to be recorded
  // (trace(), printf()): NULL is an invalid address fault there.
  ir::Reg stringof(const ast::Expr& e, bool not_null = false);
  ir::Reg pointer_arith(const ast::Expr& e);
  ir::Reg current_task();
  ir::Reg stack_builtin(sema::Builtin id);
  void user_depth(int16_t buf, ir::Reg frames, uint32_t max);

  // statements and actions (actions.cpp)
  void statement(const ast::Stmt& s);
  void action(const ast::Expr& call);
  void emit_record();
  void stack_into(ir::Reg base, int16_t off, const ir::RecordField& f);
  void emit_header(ir::Reg rec, uint32_t size, uint32_t stid);
  void count_drop(int16_t offset, uint32_t next);
  // Reports fault `f` at the instruction labelled `at` and ends the clause.
  void fault(ir::Fault f, uint32_t at, ir::Reg addr = {});
  void run_error_clauses(ir::Fault f, ir::Reg addr);
  void aggregate(const ast::Expr& assign);
  void agg_apply(const ir::AggregationDesc& desc, const std::vector<ir::Reg>& a, ir::Reg val);
  void quantize_bucket(ir::Reg x, ir::Reg idx);
  void square128(ir::Reg x, ir::Reg lo, ir::Reg hi);
  void lquantize_bucket(const ir::AggregationDesc& desc, ir::Reg x, ir::Reg idx);
  void emit_clamp_index(ir::Reg idx, uint32_t max);
  void llquantize_bucket(const ir::AggregationDesc& desc, ir::Reg x, ir::Reg idx);
  ir::Reg record_base();

  // temporaries in the mstate scratch area
  int16_t temp(uint32_t size);

  // 1 when `a c b` holds, else 0 (b a register or a constant).
  template <typename B>
  ir::Reg flag(ir::Cond c, ir::Reg a, B b) {
    ir::Reg out = b_.vreg();
    uint32_t yes = b_.new_label();
    b_.mov(out, 1);
    b_.jump_if(c, a, b, yes);
    b_.mov(out, 0);
    b_.label(yes);
    return out;
  }

  Lowerer& lw_;
  ir::Builder& b_;
  const probes::Probe* probe_;
  const sema::ClauseInfo& clause_;
  uint32_t stid_;
  ir::Reg ctx_;  // the program's context (r1 at entry), for bpf_get_stack
  ir::Reg ms_;
  uint32_t stack_skip_ = 0;
  uint32_t clause_pos_ = 1;
  bool address_only_ = false;  // lowering &x: places are not read
  bool in_error_ = false;  // lowering an ERROR clause: faults do not recurse
  SourceWhere where_;  // the D expression being lowered: where a fault points
  // The builder's tracking before this clause (set before anything else).
  int32_t saved_clause_ = b_.tracked_clause();
  const SourceLoc* saved_loc_ = b_.tracked_loc();
  int16_t zero_key_;
  uint32_t end_label_ = 0;
  uint32_t spill_label_ = 0;  // the record's emission, past the statements
  uint32_t dyn_drop_label_ = 0;  // counts a dynamic variable drop, then ends
  uint32_t temp_next_ = 0;
  uint32_t temp_high_ = 0;
  uint32_t temp_kept_ = 0;  // temps below this outlive their statement (alloca)
  uint32_t alloca_top_ = 0;  // the end of the clause's alloca()'d memory so far
  const ir::RecordLayout* layout_ = nullptr;
  int16_t spec_slot_ = -1;  // mstate temp: the clause's speculation id (0: none)
};

}  // namespace dtrace::lower
