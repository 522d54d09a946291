// What DTrace's lexer knows about the names it reads, for the text of
// `syntax error near "..."`.
//
// DTrace's lexer tells an identifier from a type name by reading on past an
// unknown name to its next non-blank character (dt_lex.l's id_or_type), and
// pushes the characters back afterwards.  A side effect shows in its
// messages: the token text it quotes is then no longer cut at the end of the
// name but runs on to the end of the line, so `offsetof(vnode_t, m)` fails
// `near "vnode_t, m)"`.  A name is unknown unless it is one of D's global
// identifiers (built-in variables and functions, declared variables) or one
// the lexer has already interned as an identifier (one followed by `=`,
// `++`, `--`, `[`, `;`, or `,` outside parentheses); a name after `.`, `->`
// or struct/union/enum is never read past.  The parser marks such tokens as
// it lexes them (note_lexed) and quotes them with near_text().
#include <algorithm>
#include <iterator>

#include "parse/parser_impl.h"

namespace dtrace::parse {
namespace {

// D's tracing functions (actions), aggregating functions and subroutines.
constexpr std::string_view kActions[] = {
    "breakpoint", "chill", "clear",    "commit", "denormalize", "discard", "exit",
    "freopen",    "ftruncate", "func", "jstack", "mod",         "normalize", "panic",
    "pcap",       "print",  "printa",  "printf", "raise",       "setopt",  "speculate",
    "stack",      "stop",   "sym",     "system", "trace",       "tracemem", "trunc",
    "uaddr",      "ufunc",  "umod",    "ustack", "usym",
};
constexpr std::string_view kAggFunctions[] = {
    "avg", "count", "llquantize", "lquantize", "max", "min", "quantize", "stddev", "sum",
};
constexpr std::string_view kSubroutines[] = {
    "alloca", "basename", "bcopy", "cleanpath", "copyin", "copyinstr", "copyinto", "copyout",
    "copyoutstr", "d_path", "dirname", "getf", "getmajor", "getminor", "htonl", "htonll",
    "htons", "index", "inet_ntoa", "inet_ntoa6", "inet_ntop", "link_ntop", "lltostr",
    "mutex_owned", "mutex_owner", "mutex_type_adaptive", "mutex_type_spin", "ntohl", "ntohll",
    "ntohs", "progenyof", "rand", "rindex", "rw_iswriter", "rw_read_held", "rw_write_held",
    "speculation", "strchr", "strjoin", "strlen", "strrchr", "strstr", "strtok", "substr",
    "tolower", "toupper",
};

// D's built-in variables beyond the ones lowering implements.
constexpr std::string_view kMoreVariables[] = {
    "execargs", "uregs",
};

template <typename List>
bool listed(const List& list, std::string_view name) {
  return std::find(std::begin(list), std::end(list), name) != std::end(list);
}

bool is_builtin_global(std::string_view name) { return !builtin_ident_kind(name).empty(); }

constexpr std::string_view kBlanks = "\f\n\r\t\v ";

}  // namespace

// How DTrace names the kind of a built-in global identifier (dt_idkind_name),
// or "" when name is none.
std::string_view builtin_ident_kind(std::string_view name) {
#define X(n, id, type) \
  if (name == #n) return "scalar";
#include "sema/builtins.def"
#undef X
  if (listed(kMoreVariables, name)) return "scalar";
  if (name == "args") return "associative array";
  if (listed(kActions, name)) return "tracing function";
  if (listed(kAggFunctions, name)) return "aggregating function";
  if (listed(kSubroutines, name)) return "function";
  return {};
}

// Whether DTrace's lexer reads on past this identifier to classify it.
bool Parser::read_past_ident(const Token& t) const {
  if (mode_ != lex::Mode::Clause || sou_pending_) return false;
  if (prev_lexed_ == TK::Dot || prev_lexed_ == TK::Arrow) return false;
  std::string name(t.text);
  return !is_builtin_global(name) && !declared_.contains(name) && !lexed_idents_.contains(name);
}

// DTrace interns a name it read past as an identifier when what follows can
// only follow a variable: `++`, `--`, `=` (not `==`), `[`, `;`, or `,`
// outside parentheses; never while a typedef is being declared.
void Parser::note_ident_use(const Token& t) {
  size_t p = t.offset + t.text.size();
  while (p < source_.size() && kBlanks.find(source_[p]) != std::string_view::npos) ++p;
  char c0 = p < source_.size() ? source_[p] : '\0';
  char c1 = p + 1 < source_.size() ? source_[p + 1] : '\0';
  bool ident = false;
  switch (c0) {
    case '+':
    case '-': ident = c1 == c0; break;
    case '=': ident = c1 != '='; break;
    case '[':
    case ';': ident = true; break;
    case ',': ident = lexed_parens_ == 0; break;
    default: break;
  }
  if (ident && typedef_braces_ < 0) lexed_idents_.emplace(t.text);
}

// Keeps the lexer's view up to date as each token is read (peek()).
void Parser::note_lexed(Token& t) {
  bool after_read_past = prev_lexed_ == TK::Ident && prev_read_past_;
  prev_read_past_ = false;
  switch (t.kind) {
    case TK::Ident:
      t.read_past = read_past_ident(t);
      if (t.read_past) note_ident_use(t);
      prev_read_past_ = t.read_past;
      sou_pending_ = false;
      break;
    case TK::End: t.read_past = after_read_past && mode_ == lex::Mode::Clause; break;
    case TK::LParen: ++lexed_parens_; sou_pending_ = false; break;
    case TK::RParen: --lexed_parens_; sou_pending_ = false; break;
    case TK::Lt:
    case TK::Gt: sou_pending_ = false; break;
    case TK::LBrace:
      sou_pending_ = false;
      if (typedef_braces_ >= 0) ++typedef_braces_;
      break;
    case TK::RBrace:
      if (typedef_braces_ > 0) --typedef_braces_;
      break;
    case TK::KwStruct:
    case TK::KwUnion:
    case TK::KwEnum: sou_pending_ = true; break;
    case TK::KwTypedef: typedef_braces_ = 0; break;
    case TK::Semi:
      if (typedef_braces_ == 0) typedef_braces_ = -1;
      break;
    default: break;
  }
  prev_lexed_ = t.kind;
}

// The text DTrace quotes for a token: the token itself, or for a name it
// read past, the rest of the line.  Reading past turned the blanks after
// the name into spaces, with the newlines among them moved to the end.
std::string Parser::near_text(const Token& t) const {
  if (!t.read_past) return std::string(t.text);
  size_t p = t.offset + t.text.size();
  size_t spaces = 0;
  bool newline = false;
  for (; p < source_.size() && kBlanks.find(source_[p]) != std::string_view::npos; ++p) {
    if (source_[p] == '\n')
      newline = true;
    else
      ++spaces;
  }
  std::string out(t.text);
  out.append(spaces, ' ');
  if (newline) return out;
  size_t eol = source_.find('\n', p);
  out += source_.substr(p, eol == std::string_view::npos ? std::string_view::npos : eol - p);
  return out;
}

}  // namespace dtrace::parse
