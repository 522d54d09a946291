// ClauseLowerer: lowers one clause for one probe into the program being
// built: predicate, statements, expressions, actions and aggregations.
#pragma once

#include "lower/lower.h"

namespace dtrace::lower {

class ClauseLowerer {
 public:
  // `probe` is null for a body shared by several probes: the probe id is
  // then read from ms->prid and the probe's names from the probedesc map.
  ClauseLowerer(Lowerer& lw, ir::Builder& b, const probes::Probe* probe,
                const sema::ClauseInfo& clause, uint32_t stid, ir::Reg ctx, ir::Reg ms,
                int16_t zero_key, uint32_t stack_skip = 0);

  void run();
  uint32_t temp_high() const { return temp_high_; }

 private:
  // expressions (expr.cpp)
  ir::Reg expr(const ast::Expr& e);
  ir::Reg int_lit(const ast::Expr& e);
  ir::Reg str_lit(const std::string& s);
  ir::Reg ident(const ast::Expr& e);
  ir::Reg builtin(const ast::Expr& e);
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
  ir::Reg subr_copyin(const ast::Expr& call);
  // strings.cpp
  ir::Reg subr_toupper(const ast::Expr& call);
  ir::Reg subr_tolower(const ast::Expr& call);
  ir::Reg subr_lltostr(const ast::Expr& call);
  ir::Reg case_convert(const ast::Expr& call, bool upper);
  int16_t string_copy(ir::Reg s, ir::Reg len);
  ir::Reg byte_ptr(int16_t buf, ir::Reg idx);
  ir::Reg substring(int16_t buf, ir::Reg from, ir::Reg to);
  void emit_forget_loop_state(std::initializer_list<ir::Reg> regs);
  ir::Reg kernel_read(ir::Reg ptr, uint32_t offset, uint8_t size);
  uint32_t kernel_offset(const char* key) const;
  void store_value(ir::Reg addr, int16_t off, const types::Type* t, ir::Reg value);
  ir::Reg load_value(ir::Reg addr, int16_t off, const types::Type* t);
  // Copies string src to dst + off: at most size - 1 bytes and a NUL
  // (size 0: strsize).
  void copy_string(ir::Reg dst, int16_t off, ir::Reg src, uint32_t size = 0);

  // statements and actions (actions.cpp)
  void statement(const ast::Stmt& s);
  void action(const ast::Expr& call);
  void emit_record();
  void stack_into(ir::Reg base, int16_t off, const ir::RecordField& f);
  void emit_header(ir::Reg rec, uint32_t size, uint32_t stid);
  void count_drop(int16_t offset, uint32_t next);
  // Reports fault `f` at the instruction labelled `at` and ends the clause.
  void fault(ir::Fault f, uint32_t at, ir::Reg addr = {});
  void run_error_clauses(ir::Fault f, ir::Reg pc, ir::Reg addr);
  void aggregate(const ast::Expr& assign);
  void agg_apply(const ir::AggregationDesc& desc, const std::vector<ir::Reg>& a, ir::Reg val);
  void quantize_bucket(ir::Reg x, ir::Reg idx);
  void lquantize_bucket(const ir::AggregationDesc& desc, ir::Reg x, ir::Reg idx);
  void emit_clamp_index(ir::Reg idx, uint32_t max);
  void llquantize_bucket(const ir::AggregationDesc& desc, ir::Reg x, ir::Reg idx);
  ir::Reg record_base();

  // temporaries in the mstate scratch area
  int16_t temp(uint32_t size);

  Lowerer& lw_;
  ir::Builder& b_;
  const probes::Probe* probe_;
  const sema::ClauseInfo& clause_;
  uint32_t stid_;
  ir::Reg ctx_;  // the program's context (r1 at entry), for bpf_get_stack
  ir::Reg ms_;
  uint32_t stack_skip_ = 0;
  bool in_error_ = false;  // lowering an ERROR clause: faults do not recurse
  int16_t zero_key_;
  uint32_t end_label_ = 0;
  uint32_t temp_next_ = 0;
  uint32_t temp_high_ = 0;
  const ir::RecordLayout* layout_ = nullptr;
};

}  // namespace dtrace::lower
