// json(s, selector): the value the selector names in the JSON text s, as
// DTrace's json() finds it: one pass over at most strsize bytes with a
// small state machine (objects, arrays, strings with escapes, numbers,
// true/false/null); nested objects and arrays are returned whole; NULL on
// a missing key, a malformed document or a too-long value.
//
// At most the first kMaxScan (768) bytes are parsed, whatever strsize is.
// The selector must be a string constant.  It is split when compiling:
// "a.b[2]" is the elements a, b and 2 (a leading '[' and every ']' are
// dropped, '.' and '[' separate).  Each element is kept in a table in
// mstate as {hash, length, array index}: keys are matched by a 64-bit
// hash and the length of the collected key rather than byte by byte, so
// the loop has no inner loop.  All parser state lives in mstate slots, so
// the verifier sees unknown values there and prunes each iteration's paths
// where they meet at the loop head.
#include <linux/bpf.h>

#include <algorithm>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "lower/clause.h"

namespace dtrace::lower {

using ast::Expr;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

// Parser states and mstate slots (8 bytes each, from JsonCtx::slots).
enum JsonState : int32_t {
  kRest, kObject, kString, kEscape, kUnicode, kColon, kComma, kIdent, kNumber, kFrac, kExp,
  kValue, kCollect, kStateCount
};
enum JsonSlot : int16_t {
  sState, sDd, sHash, sFound, sInArr, sArrPos, sArrElem, sBraces, sBrackets, sIsKey, sCollect,
  sUni, sElem, sLeft, sResult, sSlotCount
};

struct JsonCtx {
  int16_t json, dest, table, slots;
  uint32_t nelems;
  Reg c;
  Reg pool[4];   // short-lived values, reused (see json_tmp())
  mutable unsigned rot;
  uint32_t next, fail, found_value;
  uint32_t state_label[kStateCount];
};

namespace {
constexpr int64_t kHashMul = 1000003;
constexpr size_t kMaxElems = 16;
// At most this many bytes are parsed whatever strsize is: each byte leaves
// about nine branches pending in the verifier, which allows 8192.
constexpr uint32_t kMaxScan = 768;

uint64_t json_hash(const std::string& s) {
  uint64_t h = 0;
  for (unsigned char ch : s) h = h * kHashMul + ch;
  return h;
}

// strtoll(s, 10) as DTrace's selector parsing uses it: 0 when not a number.
int64_t json_index(const std::string& s) {
  size_t i = 0;
  bool neg = false;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
  int64_t v = 0;
  for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) v = v * 10 + (s[i] - '0');
  return neg ? -v : v;
}

std::vector<std::string> json_split(const std::string& sel) {
  std::vector<std::string> out(1);
  for (size_t i = 0; i < sel.size(); ++i) {
    char ch = sel[i];
    if ((i == 0 && ch == '[') || ch == ']') continue;
    if (ch == '.' || ch == '[')
      out.emplace_back();
    else
      out.back() += ch;
  }
  return out;
}
}  // namespace

// The parser's loop keeps every register it uses alive throughout (the
// assembler widens live ranges over loops), so its short-lived values
// rotate through a fixed pool instead of taking fresh registers.
ir::Reg ClauseLowerer::json_tmp(const JsonCtx& x) { return x.pool[x.rot++ % 4]; }

ir::Reg ClauseLowerer::json_load(const JsonCtx& x, int16_t slot) {
  Reg r = json_tmp(x);
  b_.load(8, r, ms_, static_cast<int16_t>(x.slots + 8 * slot));
  return r;
}

void ClauseLowerer::json_store(const JsonCtx& x, int16_t slot, Reg v) {
  b_.store(8, ms_, static_cast<int16_t>(x.slots + 8 * slot), v);
}

void ClauseLowerer::json_set(const JsonCtx& x, int16_t slot, int32_t v) {
  b_.store_imm(8, ms_, static_cast<int16_t>(x.slots + 8 * slot), v);
}

void ClauseLowerer::json_goto(const JsonCtx& x, int32_t state) {
  json_set(x, sState, state);
  b_.jump(x.next);
}

// Appends byte c to the value being collected (fails when it is full).
void ClauseLowerer::json_put(const JsonCtx& x, Reg c) {
  Reg dd = json_load(x, sDd);
  b_.jump_if(Cond::Ge, dd, static_cast<int64_t>(lw_.settings_.strsize - 1), x.fail);
  Reg p = json_tmp(x);
  b_.mov(p, ms_);
  b_.alu(AluOp::Add, p, x.dest);
  b_.alu(AluOp::Add, p, dd);
  b_.store(1, p, 0, c);
  b_.alu(AluOp::Add, dd, 1);
  json_store(x, sDd, dd);
  Reg h = json_load(x, sHash);
  b_.alu(AluOp::Mul, h, kHashMul);
  b_.alu(AluOp::Add, h, c);
  json_store(x, sHash, h);
}

void ClauseLowerer::json_reset(const JsonCtx& x) {
  json_set(x, sDd, 0);
  json_set(x, sHash, 0);
}

// A pointer to the current selector element's table entry.
ir::Reg ClauseLowerer::json_entry(const JsonCtx& x) {
  Reg k = json_load(x, sElem);
  b_.jump_if(Cond::Ge, k, static_cast<int64_t>(x.nelems), x.fail);
  b_.alu(AluOp::Mul, k, 24);
  b_.alu(AluOp::Add, k, ms_);
  b_.alu(AluOp::Add, k, x.table);
  return k;
}

// Starts an array at the current element: position 0, found if it asks
// for element 0.
void ClauseLowerer::json_array_start(const JsonCtx& x) {
  Reg e = json_entry(x);
  Reg idx = json_tmp(x);
  b_.load(8, idx, e, 16);
  json_store(x, sArrElem, idx);
  json_set(x, sArrPos, 0);
  json_set(x, sInArr, 1);
  json_set(x, sFound, 0);
  uint32_t not0 = b_.new_label();
  b_.jump_if(Cond::Ne, idx, 0, not0);
  json_set(x, sFound, 1);
  b_.label(not0);
}

// The scalar value just collected ends: if it is the one wanted, it is the
// result (unless the selector goes deeper); else go on at the comma.
void ClauseLowerer::json_scalar_end(const JsonCtx& x) {
  Reg found = json_load(x, sFound);
  uint32_t skip = b_.new_label();
  b_.jump_if(Cond::Eq, found, 0, skip);
  Reg left = json_load(x, sLeft);
  b_.jump_if(Cond::Gt, left, 1, x.fail);
  b_.jump(x.found_value);
  b_.label(skip);
  json_reset(x);
  json_set(x, sState, kComma);
  b_.jump(x.state_label[kComma]);  // the same byte again
}

void ClauseLowerer::jump_if_space(Reg c, uint32_t to) {
  b_.jump_if(Cond::Eq, c, ' ', to);
  uint32_t no = b_.new_label();
  b_.jump_if(Cond::Lt, c, '\t', no);
  b_.jump_if(Cond::Le, c, '\r', to);
  b_.label(no);
}

void ClauseLowerer::jump_if_range(Reg c, char lo, char hi, uint32_t to) {
  uint32_t no = b_.new_label();
  b_.jump_if(Cond::Lt, c, lo, no);
  b_.jump_if(Cond::Le, c, hi, to);
  b_.label(no);
}

// REST (before the document), OBJECT (before a key) and COLON.
void ClauseLowerer::json_outer_states(const JsonCtx& x) {
  Reg c = x.c;
  b_.label(x.state_label[kRest]);
  jump_if_space(c, x.next);
  uint32_t arr = b_.new_label();
  b_.jump_if(Cond::Eq, c, '[', arr);
  b_.jump_if(Cond::Ne, c, '{', x.fail);
  json_goto(x, kObject);
  b_.label(arr);
  json_array_start(x);
  json_goto(x, kValue);

  b_.label(x.state_label[kObject]);
  jump_if_space(c, x.next);
  b_.jump_if(Cond::Ne, c, '"', x.fail);
  json_set(x, sIsKey, 1);
  json_goto(x, kString);

  b_.label(x.state_label[kColon]);
  jump_if_space(c, x.next);
  b_.jump_if(Cond::Ne, c, ':', x.fail);
  json_goto(x, kValue);
}

// The closing quote of a string: the end of a collected object's string,
// a key (compared with the selector element) or a value.
void ClauseLowerer::json_string_end(const JsonCtx& x) {
  uint32_t not_collect = b_.new_label(), not_key = b_.new_label(), to_comma = b_.new_label();
  Reg coll = json_load(x, sCollect);
  b_.jump_if(Cond::Eq, coll, 0, not_collect);
  json_put(x, x.c);
  json_set(x, sCollect, 0);
  json_goto(x, kCollect);
  b_.label(not_collect);
  Reg is_key = json_load(x, sIsKey);
  b_.jump_if(Cond::Eq, is_key, 0, not_key);
  Reg e = json_entry(x);
  Reg want = json_tmp(x);
  b_.load(8, want, e, 0);
  Reg h = json_load(x, sHash);
  b_.jump_if(Cond::Ne, h, want, to_comma);
  b_.load(8, want, e, 8);
  Reg dd = json_load(x, sDd);
  b_.jump_if(Cond::Ne, dd, want, to_comma);
  json_set(x, sFound, 1);
  b_.label(to_comma);
  json_reset(x);
  json_set(x, sIsKey, 0);
  json_goto(x, kColon);
  b_.label(not_key);
  Reg found = json_load(x, sFound);
  uint32_t skip = b_.new_label();
  b_.jump_if(Cond::Eq, found, 0, skip);
  Reg left = json_load(x, sLeft);
  b_.jump_if(Cond::Gt, left, 1, x.fail);
  b_.jump(x.found_value);
  b_.label(skip);
  json_reset(x);
  json_goto(x, kComma);
}

// STRING, ESCAPE and UNICODE.
void ClauseLowerer::json_string_states(const JsonCtx& x) {
  Reg c = x.c;
  b_.label(x.state_label[kString]);
  uint32_t not_bs = b_.new_label(), quote = b_.new_label();
  b_.jump_if(Cond::Ne, c, '\\', not_bs);
  json_put(x, c);
  json_goto(x, kEscape);
  b_.label(not_bs);
  b_.jump_if(Cond::Eq, c, '"', quote);
  json_put(x, c);
  b_.jump(x.next);
  b_.label(quote);
  json_string_end(x);

  b_.label(x.state_label[kEscape]);
  json_put(x, c);
  uint32_t not_u = b_.new_label();
  b_.jump_if(Cond::Ne, c, 'u', not_u);
  json_set(x, sUni, 0);
  json_goto(x, kUnicode);
  b_.label(not_u);
  json_goto(x, kString);

  b_.label(x.state_label[kUnicode]);
  uint32_t hex = b_.new_label();
  jump_if_range(c, '0', '9', hex);
  jump_if_range(c, 'a', 'f', hex);
  jump_if_range(c, 'A', 'F', hex);
  b_.jump(x.fail);
  b_.label(hex);
  json_put(x, c);
  Reg n = json_load(x, sUni);
  b_.alu(AluOp::Add, n, 1);
  json_store(x, sUni, n);
  b_.jump_if(Cond::Lt, n, 4, x.next);
  json_goto(x, kString);
}

// COMMA: the next member or element; IDENT: true, false or null.
void ClauseLowerer::json_comma_ident(const JsonCtx& x) {
  Reg c = x.c;
  b_.label(x.state_label[kComma]);
  jump_if_space(c, x.next);
  b_.jump_if(Cond::Ne, c, ',', x.fail);
  Reg in_arr = json_load(x, sInArr);
  uint32_t obj = b_.new_label();
  b_.jump_if(Cond::Eq, in_arr, 0, obj);
  Reg pos = json_load(x, sArrPos), want = json_load(x, sArrElem);
  b_.alu(AluOp::Add, pos, 1);
  json_store(x, sArrPos, pos);
  uint32_t other = b_.new_label();
  b_.jump_if(Cond::Ne, pos, want, other);
  json_set(x, sFound, 1);
  b_.label(other);
  json_goto(x, kValue);
  b_.label(obj);
  json_goto(x, kObject);

  b_.label(x.state_label[kIdent]);
  uint32_t letter = b_.new_label(), word_end = b_.new_label();
  jump_if_range(c, 'a', 'z', letter);
  b_.jump(word_end);
  b_.label(letter);
  json_put(x, c);
  b_.jump(x.next);
  b_.label(word_end);
  json_ident_end(x);
}

// The end of an identifier: it must be true, false or null.
void ClauseLowerer::json_ident_end(const JsonCtx& x) {
  Reg h = json_load(x, sHash), dd = json_load(x, sDd);
  uint32_t ok = b_.new_label();
  const char* words[] = {"true", "false", "null"};
  for (const char* w : words) {
    uint32_t no = b_.new_label();
    std::string s(w);
    b_.jump_if(Cond::Ne, dd, static_cast<int64_t>(s.size()), no);
    Reg want = json_tmp(x);
    b_.mov(want, static_cast<int64_t>(json_hash(s)));
    b_.jump_if(Cond::Eq, h, want, ok);
    b_.label(no);
  }
  b_.jump(x.fail);
  b_.label(ok);
  json_scalar_end(x);
}

// NUMBER, FRAC and EXP: digits, one '.', an exponent; any other byte ends
// the number (and is looked at again as a comma).
void ClauseLowerer::json_number_states(const JsonCtx& x) {
  Reg c = x.c;
  b_.label(x.state_label[kNumber]);
  uint32_t not_dot = b_.new_label(), frac = b_.new_label(), exp = b_.new_label();
  b_.jump_if(Cond::Ne, c, '.', not_dot);
  json_put(x, c);
  json_goto(x, kFrac);
  b_.label(not_dot);
  b_.jump_if(Cond::Eq, c, 'x', x.fail);
  b_.jump_if(Cond::Eq, c, 'X', x.fail);
  b_.label(x.state_label[kFrac]);
  uint32_t not_e = b_.new_label();
  b_.jump_if(Cond::Eq, c, 'e', frac);
  b_.jump_if(Cond::Ne, c, 'E', not_e);
  b_.label(frac);
  json_put(x, c);
  json_goto(x, kExp);
  b_.label(not_e);
  b_.jump_if(Cond::Eq, c, '+', x.fail);
  b_.jump_if(Cond::Eq, c, '-', x.fail);
  b_.label(x.state_label[kExp]);
  uint32_t digit = b_.new_label();
  jump_if_range(c, '0', '9', digit);
  b_.jump_if(Cond::Eq, c, '+', digit);
  b_.jump_if(Cond::Eq, c, '-', digit);
  b_.jump(exp);
  b_.label(digit);
  json_put(x, c);
  b_.jump(x.next);
  b_.label(exp);
  json_scalar_end(x);
}

// VALUE, at '{' or '[': descend when the selector goes on from here, else
// collect (or skip) the whole nested value.
void ClauseLowerer::json_nested(const JsonCtx& x, bool array) {
  uint32_t collect = b_.new_label();
  Reg found = json_load(x, sFound), left = json_load(x, sLeft);
  b_.jump_if(Cond::Eq, found, 0, collect);
  b_.jump_if(Cond::Le, left, 1, collect);
  Reg k = json_load(x, sElem);
  b_.alu(AluOp::Add, k, 1);
  json_store(x, sElem, k);
  b_.alu(AluOp::Sub, left, 1);
  json_store(x, sLeft, left);
  json_reset(x);
  if (array) {
    json_array_start(x);
    json_goto(x, kValue);
  } else {
    json_set(x, sInArr, 0);
    json_set(x, sFound, 0);
    json_goto(x, kObject);
  }
  b_.label(collect);
  json_set(x, array ? sBrackets : sBraces, 1);
  json_put(x, x.c);
  json_goto(x, kCollect);
}

void ClauseLowerer::json_value_state(const JsonCtx& x) {
  Reg c = x.c;
  b_.label(x.state_label[kValue]);
  jump_if_space(c, x.next);
  uint32_t obj = b_.new_label(), arr = b_.new_label(), letter = b_.new_label(),
           num = b_.new_label(), str = b_.new_label();
  b_.jump_if(Cond::Eq, c, '{', obj);
  b_.jump_if(Cond::Eq, c, '[', arr);
  b_.jump_if(Cond::Eq, c, '"', str);
  jump_if_range(c, 'a', 'z', letter);
  b_.jump_if(Cond::Eq, c, '-', num);
  jump_if_range(c, '0', '9', num);
  b_.jump(x.fail);
  b_.label(obj);
  json_nested(x, false);
  b_.label(arr);
  json_nested(x, true);
  b_.label(str);
  json_goto(x, kString);
  b_.label(letter);
  json_put(x, c);
  json_goto(x, kIdent);
  b_.label(num);
  json_put(x, c);
  json_goto(x, kNumber);
}

// COLLECT: a nested object or array, copied whole while its brackets and
// braces balance (strings inside go through STRING with collect set).
void ClauseLowerer::json_collect_state(const JsonCtx& x) {
  Reg c = x.c;
  b_.label(x.state_label[kCollect]);
  json_put(x, c);
  uint32_t counted = b_.new_label(), nq = b_.new_label();
  b_.jump_if(Cond::Ne, c, '"', nq);
  json_set(x, sCollect, 1);
  json_goto(x, kString);
  b_.label(nq);
  struct Bracket { char ch; int16_t slot; int64_t delta; };
  for (Bracket br : {Bracket{']', sBrackets, -1}, Bracket{'}', sBraces, -1},
                     Bracket{'[', sBrackets, 1}, Bracket{'{', sBraces, 1}}) {
    uint32_t other = b_.new_label();
    b_.jump_if(Cond::Ne, c, br.ch, other);
    Reg n = json_load(x, br.slot);
    if (br.delta < 0) b_.jump_if(Cond::Eq, n, 0, x.fail);
    b_.alu(AluOp::Add, n, br.delta);
    json_store(x, br.slot, n);
    b_.jump(counted);
    b_.label(other);
  }
  b_.label(counted);
  Reg a = json_load(x, sBrackets), bsum = json_load(x, sBraces);
  b_.alu(AluOp::Or, a, bsum);
  b_.jump_if(Cond::Ne, a, 0, x.next);
  Reg found = json_load(x, sFound);
  uint32_t skip = b_.new_label();
  b_.jump_if(Cond::Eq, found, 0, skip);
  b_.jump(x.found_value);
  b_.label(skip);
  json_reset(x);
  json_goto(x, kComma);
}

// The selector table and the parser's starting state.
void ClauseLowerer::json_setup(JsonCtx& x, const std::vector<std::string>& elems) {
  x.table = temp(static_cast<uint32_t>(24 * elems.size()));
  for (size_t k = 0; k < elems.size(); ++k) {
    uint64_t h = json_hash(elems[k]);
    auto at = [&](int off) { return static_cast<int16_t>(x.table + 24 * k + off); };
    b_.store_imm(4, ms_, at(0), static_cast<int32_t>(h & 0xffffffffu));
    b_.store_imm(4, ms_, at(4), static_cast<int32_t>(h >> 32));
    b_.store_imm(8, ms_, at(8), static_cast<int32_t>(elems[k].size()));
    Reg idx = json_tmp(x);
    b_.mov(idx, json_index(elems[k]));
    b_.store(8, ms_, at(16), idx);
  }
  x.slots = temp(8 * sSlotCount);
  b_.zero(ms_, x.slots, 8 * sSlotCount);
  json_set(x, sArrElem, -1);
  json_set(x, sLeft, static_cast<int32_t>(elems.size()));
  x.dest = temp(lw_.settings_.strsize);
}

ir::Reg ClauseLowerer::subr_json(const Expr& call) {
  const Expr& sel = *call.args[1];
  if (sel.kind != ast::ExprKind::StrLit)
    diag::error(sel.loc, diag::Tag::D_UNSUPPORTED,
                "json( ) with a selector that is not a string constant is not supported yet");
  std::vector<std::string> elems = json_split(sel.name);
  if (elems.size() > kMaxElems)
    diag::error(sel.loc, diag::Tag::D_UNSUPPORTED, "json( ) selector has more than {} elements",
                kMaxElems);
  uint32_t strsize = lw_.settings_.strsize;
  Reg s = expr(*call.args[0]);
  Reg len = b_.vreg();
  JsonCtx x{};
  x.json = string_copy(s, len);
  emit_forget_loop_state({len});
  x.nelems = static_cast<uint32_t>(elems.size());
  for (Reg& r : x.pool) r = b_.vreg();
  json_setup(x, elems);
  x.next = b_.new_label();
  x.fail = b_.new_label();
  x.found_value = b_.new_label();
  for (uint32_t& l : x.state_label) l = b_.new_label();
  Reg i = b_.vreg();
  x.c = b_.vreg();
  uint32_t loop = b_.new_label(), done = b_.new_label();
  b_.mov(i, 0);
  b_.label(loop);
  b_.jump_if(Cond::Ge, i, static_cast<int64_t>(std::min(strsize - 1, kMaxScan)), x.fail);
  Reg p = byte_ptr(x.json, i);
  b_.load(1, x.c, p, 0);
  // The verifier walks the fall-through side of a branch first and keeps
  // the other pending: falling through to the end of the text lets it
  // finish the rest of the program (later json() calls included) before
  // it unrolls this loop, so the pending branches of one loop, not of
  // every json() in the probe, add up against its limit.
  uint32_t more = b_.new_label();
  b_.jump_if(Cond::Ne, x.c, 0, more);
  b_.jump(x.fail);
  b_.label(more);
  Reg st = json_load(x, sState);
  json_dispatch(x, st, 0, kStateCount);
  json_outer_states(x);
  json_string_states(x);
  json_comma_ident(x);
  json_number_states(x);
  json_value_state(x);
  json_collect_state(x);
  b_.label(x.next);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  json_finish(x, done);
  emit_forget_loop_state({i, x.c});
  return json_load(x, sResult);
}

// Jumps to the handler of state st in [lo, hi) by halving the range: the
// verifier keeps one pending branch per comparison on the path, and a long
// chain of them per byte soon exceeds its limit of 8192.
void ClauseLowerer::json_dispatch(const JsonCtx& x, Reg st, int32_t lo, int32_t hi) {
  if (hi - lo == 1) {
    b_.jump(x.state_label[lo]);
    return;
  }
  int32_t mid = (lo + hi) / 2;
  uint32_t upper = b_.new_label();
  b_.jump_if(Cond::Ge, st, mid, upper);
  json_dispatch(x, st, lo, mid);
  b_.label(upper);
  json_dispatch(x, st, mid, hi);
}

// found_value: NUL-terminate the value and make it the result; fail: NULL.
void ClauseLowerer::json_finish(const JsonCtx& x, uint32_t done) {
  b_.label(x.found_value);
  Reg dd = json_load(x, sDd);
  b_.jump_if(Cond::Gt, dd, static_cast<int64_t>(lw_.settings_.strsize - 1), x.fail);
  Reg p = json_tmp(x);
  b_.mov(p, ms_);
  b_.alu(AluOp::Add, p, x.dest);
  b_.alu(AluOp::Add, p, dd);
  b_.store_imm(1, p, 0, 0);
  b_.mov(p, ms_);
  b_.alu(AluOp::Add, p, x.dest);
  json_store(x, sResult, p);
  b_.jump(done);
  b_.label(x.fail);
  json_set(x, sResult, 0);
  b_.label(done);
}

}  // namespace dtrace::lower
