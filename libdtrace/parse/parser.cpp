// D programs, clauses, statements and control lines; the token stream the
// other parts of the parser read from.  See parser_impl.h for the layout.
//
// Two rules come straight from DTrace:
//   - A predicate ends at a '/' whose next non-blank character is end of
//     input, ';', '{' or '/' (the lexer marks such a slash); any other '/'
//     inside a predicate is a division: `/x / 2 > 1/` works.
//   - A probe description without predicate or actions is a clause when the
//     program comes from -n/-P/...; from a file it is an error.
#include <algorithm>
#include <charconv>

#include "diag/diagnostic.h"
#include "parse/parser_impl.h"

namespace dtrace::parse {

using diag::Tag;

Parser::Parser(std::string_view text, ParseOptions options)
    : options_(std::move(options)),
      lexer_(text, [this](std::string_view name) { return is_type_name(name); }),
      source_(text) {
  lexer_.set_pspec(options_.pspec);
}

// ---- token stream ---------------------------------------------------------

const lex::Token& Parser::peek(size_t ahead) {
  while (lookahead_.size() <= ahead) {
    Token t = lexer_.next(mode_);
    if (t.kind == TK::ControlLine) {
      handle_control_line(t);
      continue;
    }
    note_lexed(t);
    lookahead_.push_back(std::move(t));
  }
  return lookahead_[ahead];
}

lex::Token Parser::take() {
  peek();
  Token t = std::move(lookahead_.front());
  lookahead_.pop_front();
  last_loc_ = t.loc;
  last_kind_ = t.kind;
  if (t.kind == TK::LParen) parens_++;
  if (t.kind == TK::RParen) parens_--;
  if (t.kind == TK::LBracket) brackets_++;
  if (t.kind == TK::RBracket) brackets_--;
  return t;
}

bool Parser::accept(TK kind) {
  if (!at(kind)) return false;
  take();
  return true;
}

lex::Token Parser::expect(TK kind) {
  if (!at(kind)) syntax_error(peek());
  return take();
}

// A closing ')' or ']'; inside a predicate, a slash that would close the
// predicate first gets DTrace's dedicated message.
lex::Token Parser::expect_close(TK kind) {
  const Token& t = peek();
  if (t.kind != kind && in_predicate_ && t.kind == TK::Slash && t.ends_predicate)
    unclosed_in_predicate(t, kind);
  return expect(kind);
}

// DTrace finds the slash ends the predicate by reading on to the next
// token, and reports the line it has reached.
void Parser::unclosed_in_predicate(const Token& slash, TK kind) {
  SourceLoc loc = &slash == &peek() ? peek(1).loc : slash.loc;
  diag::error(loc, Tag::D_SYNTAX, "closing {} expected in predicate before /",
              kind == TK::RParen ? ")" : "]");
}

// Tokens already looked at were lexed in the old mode: lex them again.
void Parser::set_mode(lex::Mode mode) {
  if (mode == mode_) return;
  if (!lookahead_.empty()) {
    lexer_.rewind(lookahead_.front());
    lookahead_.clear();
    // The lexer's view goes back to the last token taken.
    prev_lexed_ = last_kind_;
    prev_read_past_ = false;
    sou_pending_ = last_kind_ == TK::KwStruct || last_kind_ == TK::KwUnion ||
                   last_kind_ == TK::KwEnum;
    lexed_parens_ = parens_;
  }
  mode_ = mode;
}

void Parser::syntax_error(const Token& t) {
  if (t.kind == TK::Float) float_constant(t);
  if (t.kind == TK::RParen && parens_ <= 0)
    diag::error(t.loc, Tag::D_SYNTAX, "extra ) in input stream");
  if (t.kind == TK::RBracket && brackets_ <= 0)
    diag::error(t.loc, Tag::D_SYNTAX, "extra ] in input stream");
  if (in_predicate_ && t.kind == TK::Slash && t.ends_predicate && (parens_ > 0 || brackets_ > 0))
    unclosed_in_predicate(t, parens_ > 0 ? TK::RParen : TK::RBracket);
  // After a name the lexer read past, the end of input is a character of
  // its own to DTrace's lexer, with a message of its own.
  if (t.kind == TK::End)
    diag::error(t.loc, Tag::D_SYNTAX, "syntax error near {}",
                t.read_past ? "end-of-input" : "end of input");
  diag::error(t.loc, Tag::D_SYNTAX, "syntax error near \"{}\"", near_text(t));
}

// D has no floating-point arithmetic: DTrace's lexer refuses the constant
// wherever it appears in an expression.
void Parser::float_constant(const Token& t) {
  diag::error(t.loc, Tag::D_SYNTAX, "floating-point constants are not permitted");
}

Parser::NestingGuard Parser::enter_nesting() {
  if (nesting_ >= kMaxNesting)
    diag::error(peek().loc, Tag::D_SYNTAX, "program nesting is too deep (more than {} levels)",
                kMaxNesting);
  ++nesting_;
  return NestingGuard{nesting_};
}

// ---- control lines (Oracle's dt_pragma.c) ---------------------------------

namespace {

bool is_number(std::string_view s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace

// `#line N ["file"]` and cpp's `# N "file" flags`: the next line is line N.
void Parser::line_directive(const Token& t, size_t first) {
  const auto& w = t.words;
  if (first >= w.size() || !is_number(w[first]))
    diag::error(t.loc, Tag::D_PRAGMA_MALFORM, "malformed #line <line> [ [\"file\"] state ]");
  uint32_t line = 0;
  std::from_chars(w[first].data(), w[first].data() + w[first].size(), line);
  lexer_.set_next_line(line);
  // cpp's flag 3 after the file name: the lines that follow are a system
  // header's.
  in_system_header_ = false;
  for (size_t i = first + 2; i < w.size(); ++i)
    if (w[i] == "3") in_system_header_ = true;
}

// A C function definition (or an inline prototype, or a prototype without
// extern) from a system header: glibc's <endian.h> and friends define
// static inline helpers, and <unistd.h> declares some functions without
// extern, none of which D can express or a D script calls.  The whole item
// is skipped so that the header's types and macros stay usable under -C.
bool Parser::skip_header_function() {
  set_mode(lex::Mode::Clause);
  int parens = 0;
  bool has_inline = false, has_typedef = false;
  size_t i = 0;
  for (;; ++i) {
    TK k = peek(i).kind;
    if (k == TK::End || (parens == 0 && k == TK::Assign)) return false;
    if (k == TK::KwInline) has_inline = true;
    if (k == TK::KwTypedef) has_typedef = true;
    if (k == TK::LParen) ++parens;
    if (k == TK::RParen) --parens;
    if (parens == 0 && k == TK::Semi) {
      // `int f (void *, size_t);`: a declarator ending in a parameter list
      // (a typedef of a function type stays: scripts may use its name).
      bool prototype = i > 0 && at(TK::RParen, i - 1) && !has_typedef;
      if (!has_inline && !prototype) return false;
      for (size_t n = 0; n <= i; ++n) take();
      return true;
    }
    if (parens == 0 && k == TK::LBrace) break;
  }
  if (i == 0 || !at(TK::RParen, i - 1)) return false;
  for (size_t n = 0; n <= i; ++n) take();
  for (int braces = 1; braces > 0;) {
    Token t = take();
    if (t.kind == TK::End) syntax_error(t);
    if (t.kind == TK::LBrace) ++braces;
    if (t.kind == TK::RBrace) --braces;
  }
  return true;
}

// control-line: '#' ( N | line | ident | pragma [D] directive ) words...
void Parser::handle_control_line(const Token& t) {
  const auto& w = t.words;
  if (w.empty()) return;  // K&R A12.9: a null directive is ignored
  if (is_number(w[0])) return line_directive(t, 0);
  size_t i = 0;
  bool pragma = w[0] == "pragma", d_pragma = false;
  if (pragma) {
    i = 1;
    d_pragma = w.size() > 1 && w[1] == "D";
    if (d_pragma) i = 2;
  }
  if (i >= w.size()) return;
  const std::string& name = w[i];
  if (name == "line") return line_directive(t, i + 1);
  if (name == "ident") return;
  if (d_pragma) {
    if (name == "error") pragma_error(t, i + 1);
    if (name == "attributes") check_attributes_pragma(t, i + 1);
    if (name == "option") check_option_pragma(t, i + 1);
    if (name == "option" && i + 1 < w.size() && w[i + 1] == "pspec") lexer_.set_pspec(true);
    if (name == "depends_on" && !options_.library && i + 1 < w.size() && w[i + 1] == "library")
      diag::error(t.loc, Tag::D_PRAGMA_DEPEND, "main program may not explicitly depend on a library");
    if (name == "option" || name == "attributes" || name == "binding" || name == "depends_on") {
      pending_pragmas_.push_back(ast::Pragma{{w.begin() + 1, w.end()}, t.loc});
      return;
    }
    diag::error(t.loc, Tag::D_PRAGMA_INVAL, "invalid D pragma: {}", name);
  }
  if (pragma) return;  // K&R A12.8: unknown pragmas are ignored
  diag::error(t.loc, Tag::D_PRAGCTL_INVAL, "invalid control directive: #{}", name);
}

// `#pragma D error words...`: the program's own error, its words each
// followed by a space as DTrace prints them.
void Parser::pragma_error(const Token& t, size_t first) {
  std::string msg;
  for (size_t i = first; i < t.words.size(); ++i) msg += t.words[i] + " ";
  diag::error(t.loc, Tag::D_PRAGERR, "#error: {}", msg);
}

// `#pragma D option name=value` takes one word (a comment may follow):
// `nspec=24 * 44` is not an expression but three words.
void Parser::check_option_pragma(const Token& t, size_t first) {
  size_t words = 0;
  for (size_t i = first; i < t.words.size(); ++i) {
    std::string_view w = t.words[i];
    if (w.starts_with("/*") || w.starts_with("//")) break;
    ++words;
  }
  if (words > 1)
    diag::error(t.loc, Tag::D_PRAGMA_MALFORM, "superfluous arguments specified for #pragma option");
}

// `#pragma D attributes name/data/class ident`: checked as the line is read.
void Parser::check_attributes_pragma(const Token& t, size_t first) {
  const auto& w = t.words;
  if (w.size() < first + 2)
    diag::error(t.loc, Tag::D_PRAGMA_MALFORM,
                "malformed #pragma attributes <attributes> <ident>");
  static constexpr std::string_view kStability[] = {"Internal", "Private",  "Obsolete",
                                                    "External", "Unstable", "Evolving",
                                                    "Stable",   "Standard"};
  static constexpr std::string_view kClass[] = {"Unknown", "CPU", "Platform",
                                                "Group",   "ISA", "Common"};
  auto known = [](std::string_view part, auto& names) {
    for (std::string_view n : names)
      if (part == n) return true;
    return false;
  };
  std::string_view attr = w[first];
  bool ok = !attr.empty();
  for (int field = 0; ok && field < 3 && !attr.empty(); ++field) {
    size_t slash = attr.find('/');
    std::string_view part = attr.substr(0, slash);
    ok = field < 2 ? known(part, kStability) : known(part, kClass);
    attr = slash == std::string_view::npos ? std::string_view{} : attr.substr(slash + 1);
  }
  if (!ok || !attr.empty())
    diag::error(t.loc, Tag::D_PRAGMA_INVAL, "invalid attributes specified by #pragma attributes");
  check_attributes_target(t, w[first + 1]);
}

// The entity `#pragma D attributes` names must be one the program has
// defined so far (DTrace's dt_pragma_attributes): a built-in is outside
// the program's scope.
void Parser::check_attributes_target(const Token& t, std::string_view name) {
  if (name == "provider") return;  // a provider's: providers are matched later
  if (!builtin_ident_kind(name).empty())
    diag::error(t.loc, Tag::D_PRAGMA_SCOPE,
                "#pragma attributes cannot modify entity outside program scope");
  if (!inlines_.contains(name) && !declared_.contains(std::string(name)))
    diag::error(t.loc, Tag::D_PRAGMA_UNUSED, "unused #pragma attributes");
}

void Parser::flush_pragmas(ast::Program& program) {
  for (auto& p : pending_pragmas_) {
    ast::TopLevel item;
    item.kind = ast::TopLevel::Kind::Pragma;
    item.pragma = std::make_unique<ast::Pragma>(std::move(p));
    program.items.push_back(std::move(item));
  }
  pending_pragmas_.clear();
}

// ---- program --------------------------------------------------------------

// program: ( clause | declaration | inline | translator | provider )*
ast::Program Parser::parse() {
  ast::Program program;
  for (;;) {
    set_mode(lex::Mode::Outer);
    bool done = at(TK::End);
    flush_pragmas(program);
    if (done) break;
    parse_top_level(program);
  }
  // A script with nothing but comments and pragmas is DTrace's error too
  // (a library file may be empty).
  bool empty = std::all_of(program.items.begin(), program.items.end(), [](const auto& item) {
    return item.kind == ast::TopLevel::Kind::Pragma;
  });
  if (empty && options_.from_file && !options_.library && !options_.allow_empty)
    diag::error(peek().loc, Tag::D_EMPTY, "empty D program translation unit");
  return program;
}

// top-level: clause | inline-def | translator-def | provider-def | declaration ';'
void Parser::parse_top_level(ast::Program& program) {
  ast::TopLevel item;
  switch (peek().kind) {
    case TK::Pspec:
    case TK::Int:
      item.kind = ast::TopLevel::Kind::Clause;
      item.clause = parse_clause();
      break;
    case TK::KwInline:
      set_mode(lex::Mode::Clause);
      item.kind = ast::TopLevel::Kind::Inline;
      item.inline_def = std::make_unique<ast::Inline>(parse_inline());
      break;
    case TK::KwTranslator:
      set_mode(lex::Mode::Clause);
      item.kind = ast::TopLevel::Kind::Translator;
      item.translator = parse_translator();
      break;
    case TK::KwProvider:
      set_mode(lex::Mode::Clause);
      item.kind = ast::TopLevel::Kind::Provider;
      item.provider = parse_provider();
      break;
    default:
      if (in_system_header_ && skip_header_function()) return;
      return parse_top_declaration(program);
  }
  program.items.push_back(std::move(item));
}

// declaration: decl-specs ( declarator ( ',' declarator )* )? ';'
void Parser::parse_top_declaration(ast::Program& program) {
  const Token& first = peek();
  bool decl_start = first.kind == TK::Ident || (lex::is_keyword(first.kind) &&
                                                first.kind != TK::KwCounter &&
                                                first.kind != TK::KwImport);
  if (!decl_start) syntax_error(first);
  set_mode(lex::Mode::Clause);
  std::vector<ast::Declaration> decls = parse_declaration();
  expect(TK::Semi);
  for (auto& d : decls) {
    ast::TopLevel item;
    item.kind = ast::TopLevel::Kind::Decl;
    item.decl = std::make_unique<ast::Declaration>(std::move(d));
    program.items.push_back(std::move(item));
  }
}

// clause: probe-desc ( ',' probe-desc )* ( '/' expression '/' )? ( '{' statement-list '}' )?
std::unique_ptr<ast::Clause> Parser::parse_clause() {
  auto clause = std::make_unique<ast::Clause>();
  clause->loc = peek().loc;
  for (;;) {
    const Token& t = peek();
    if (t.kind != TK::Pspec && t.kind != TK::Int) syntax_error(t);
    clause->probes.push_back(ast::ProbeSpec{std::string(t.text), t.loc});
    take();
    if (!accept(TK::Comma)) break;
  }
  if (accept(TK::Slash)) {
    clause->predicate = parse_predicate();
    if (!at(TK::LBrace))
      diag::error(clause->predicate->loc, Tag::D_SYNTAX,
                  "expected actions {{ }} following probe description and predicate");
  }
  if (accept(TK::LBrace)) {
    set_mode(lex::Mode::Clause);
    clause->body = parse_statement_list();
    clause->end_loc = last_loc_;
    return clause;
  }
  if (options_.from_file)
    diag::error(clause->loc, Tag::D_SYNTAX,
                "expected predicate and/or actions following probe description");
  clause->has_body = false;
  return clause;
}

// predicate: '/' expression '/'     (the opening slash is already taken)
ast::ExprPtr Parser::parse_predicate() {
  set_mode(lex::Mode::Clause);
  in_predicate_ = true;
  open_.clear();
  ast::ExprPtr pred = parse_expression();
  const Token& t = peek();
  if (t.kind != TK::Slash || !t.ends_predicate) syntax_error(t);
  take();
  in_predicate_ = false;
  return pred;
}

// ---- statements -----------------------------------------------------------

// statement-list: ( statement? ';' )* statement? '}'
// (the opening '{' is already taken; `;` is optional after if/blocks)
std::vector<ast::StmtPtr> Parser::parse_statement_list() {
  std::vector<ast::StmtPtr> out;
  for (;;) {
    if (accept(TK::RBrace)) return out;
    if (accept(TK::Semi)) continue;
    bool compound = parse_statement(out);
    if (accept(TK::Semi) || at(TK::RBrace) || compound) continue;
    syntax_error(peek());
  }
}

// statement: if-statement | '{' statement-list '}' | expression
// Returns whether the statement was compound (ends with '}').
bool Parser::parse_statement(std::vector<ast::StmtPtr>& out) {
  NestingGuard guard = enter_nesting();
  depth_.clear();  // no expression spans statements: the trees so far are done
  SourceLoc loc = peek().loc;
  if (at(TK::KwIf)) {
    out.push_back(parse_if());
    return true;
  }
  if (accept(TK::LBrace)) {
    auto st = std::make_unique<ast::Stmt>();
    st->kind = ast::Stmt::Kind::Block;
    st->loc = loc;
    st->body = parse_statement_list();
    out.push_back(std::move(st));
    return true;
  }
  // D declares variables outside clauses only.  DTrace's grammar reads a
  // leading `self`/`this` as an expression and fails on the token after
  // it; a type keyword or storage class fails where it stands.
  if (starts_declaration()) syntax_error(peek(at(TK::KwSelf) || at(TK::KwThis) ? 1 : 0));
  auto st = std::make_unique<ast::Stmt>();
  st->kind = ast::Stmt::Kind::Expr;
  st->loc = loc;
  st->expr = parse_expression();
  out.push_back(std::move(st));
  return false;
}

// if-statement: 'if' '(' expression ')' if-body ( 'else' if-body )?
ast::StmtPtr Parser::parse_if() {
  auto st = std::make_unique<ast::Stmt>();
  st->kind = ast::Stmt::Kind::If;
  st->loc = take().loc;
  expect(TK::LParen);
  st->expr = parse_expression();
  expect(TK::RParen);
  st->body = parse_if_body();
  if (accept(TK::KwElse)) st->else_body = parse_if_body();
  return st;
}

// if-body: '{' statement-list '}' | statement ';'
std::vector<ast::StmtPtr> Parser::parse_if_body() {
  if (accept(TK::LBrace)) return parse_statement_list();
  std::vector<ast::StmtPtr> out;
  if (!parse_statement(out) && !accept(TK::Semi) && !at(TK::RBrace)) syntax_error(peek());
  return out;
}

// A clause statement looks like a declaration (refused in a clause) when it
// starts with a storage class, a type keyword, `self`/`this` not followed
// by `->`, or a type name followed by an identifier.
bool Parser::starts_declaration() {
  const Token& t = peek();
  switch (t.kind) {
    case TK::KwSelf:
    case TK::KwThis: return !at(TK::Arrow, 1);
    case TK::KwExtern:
    case TK::KwStatic:
    case TK::KwRegister:
    case TK::KwTypedef:
    case TK::KwAuto: return true;
    case TK::Ident: return is_type_name(t.text) && at(TK::Ident, 1);
    default: return starts_type(0);
  }
}

// ---- entry points ---------------------------------------------------------

ast::Program parse_program(std::string_view text, const ParseOptions& options) {
  Parser parser(text, options);
  return parser.parse();
}

ast::Program parse_program(std::string_view text) { return parse_program(text, ParseOptions{}); }

}  // namespace dtrace::parse
