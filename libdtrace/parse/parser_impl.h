// The recursive-descent parser behind parse_program() (internal header).
//
// One Parser object parses one program.  It drives the Lexer's modes: outer
// mode at the top level (probe descriptions), clause mode from a keyword,
// a type name, '/' or '{' on, back to outer mode after each top-level item.
// Binary operators use a Pratt loop with C's precedences (plus ^^ between
// && and ||).  The code is split by concern: parser.cpp (program, clauses,
// statements, control lines), expr.cpp, decl.cpp.  Each parse function
// carries its grammar rule.
#pragma once

#include <deque>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "lex/lexer.h"
#include "parse/ast.h"
#include "parse/parser.h"

namespace dtrace::parse {

// How DTrace names the kind of a built-in global identifier ("scalar",
// "function", "tracing function", ...), or "" for other names
// (lexed_names.cpp).
std::string_view builtin_ident_kind(std::string_view name);

class Parser {
 public:
  Parser(std::string_view text, ParseOptions options);
  Parser(const Parser&) = delete;
  Parser& operator=(const Parser&) = delete;

  ast::Program parse();

 private:
  using Token = lex::Token;
  using TK = lex::TokenKind;

  // ---- token stream (parser.cpp) ----
  const Token& peek(size_t ahead = 0);
  Token take();
  bool at(TK kind, size_t ahead = 0) { return peek(ahead).kind == kind; }
  bool accept(TK kind);
  Token expect(TK kind);
  Token expect_close(TK kind);
  void set_mode(lex::Mode mode);
  [[noreturn]] void syntax_error(const Token& t);
  [[noreturn]] void float_constant(const Token& t);
  std::string near_text(const Token& t) const;
  void note_lexed(Token& t);
  bool read_past_ident(const Token& t) const;
  void note_ident_use(const Token& t);
  [[noreturn]] void unclosed_in_predicate(const Token& slash, TK kind);
  void handle_control_line(const Token& t);
  void line_directive(const Token& t, size_t first);
  bool skip_header_function();
  [[noreturn]] void pragma_error(const Token& t, size_t first);
  void check_attributes_pragma(const Token& t, size_t first);
  void check_attributes_target(const Token& t, std::string_view name);
  void check_option_pragma(const Token& t, size_t first);
  void flush_pragmas(ast::Program& program);

  // ---- program, clauses, statements (parser.cpp) ----
  void parse_top_level(ast::Program& program);
  void parse_top_declaration(ast::Program& program);
  std::unique_ptr<ast::Clause> parse_clause();
  ast::ExprPtr parse_predicate();
  std::vector<ast::StmtPtr> parse_statement_list();
  bool parse_statement(std::vector<ast::StmtPtr>& out);
  ast::StmtPtr parse_if();
  std::vector<ast::StmtPtr> parse_if_body();
  bool starts_declaration();

  // ---- expressions (expr.cpp) ----
  static SourceLoc at_line(SourceLoc own, SourceLoc reached);
  SourceLoc reduced_loc(SourceLoc own);
  SourceLoc reach_of(const Token& t) const;
  ast::ExprPtr parse_expression();
  ast::ExprPtr parse_assignment();
  ast::ExprPtr parse_conditional();
  ast::ExprPtr parse_binary(int min_prec);
  int binary_precedence(const Token& t);
  ast::ExprPtr parse_unary();
  ast::ExprPtr parse_sizeof();
  ast::ExprPtr parse_postfix(ast::ExprPtr e);
  ast::ExprPtr parse_call(ast::ExprPtr callee);
  ast::ExprPtr parse_primary();
  ast::ExprPtr parse_literal(const Token& t);
  void check_macro_argument(const Token& t) const;
  ast::ExprPtr parse_scoped_var();
  ast::ExprPtr parse_offsetof();
  ast::ExprPtr parse_xlate();
  std::string parse_member_name();

  // ---- declarations (decl.cpp) ----
  bool is_type_name(std::string_view name) const;
  bool starts_type(size_t ahead);
  ast::DeclSpecs parse_decl_specs(bool parameter = false);
  void parse_struct_spec(ast::DeclSpecs& specs);
  void parse_enum_spec(ast::DeclSpecs& specs);
  std::vector<ast::Declaration> parse_declaration();
  ast::TypeName parse_type_name();
  enum class NameRule { Required, Optional, None };
  void parse_declarator(ast::Declaration& d, NameRule rule);
  void parse_declarator_suffixes(std::vector<ast::Derived>& out);
  void parse_array_suffix(std::vector<ast::Derived>& out);
  std::vector<ast::Declaration> parse_parameters(bool* varargs);
  ast::Declaration parse_parameter();
  ast::Inline parse_inline();
  void check_inline_redefinition(const ast::Declaration& d, SourceLoc at);
  std::unique_ptr<ast::Translator> parse_translator();
  std::unique_ptr<ast::ProviderDef> parse_provider();
  void note_typedefs(const std::vector<ast::Declaration>& decls);
  void check_redeclaration(const ast::Declaration& d, SourceLoc at);
  bool forward_declaration(ast::DeclSpecs& specs) const;
  void check_keyword_combination(const ast::DeclSpecs& specs) const;
  void check_attributes_on(const Token& t, const std::string& attrs) const;

  ParseOptions options_;
  lex::Lexer lexer_;
  std::string_view source_;  // the program text, for `syntax error near` quotes
  lex::Mode mode_ = lex::Mode::Outer;
  std::deque<Token> lookahead_;
  SourceLoc last_loc_;  // the token take() returned last
  TK last_kind_ = TK::End;
  std::set<std::string, std::less<>> typedefs_;
  // The variables the program has declared ("x", "self x", "this x"): kind,
  // type and key types as spelled in DTrace's redeclaration message.
  struct DeclaredVar {
    bool assoc = false;
    std::string type;
    std::vector<std::string> keys;
  };
  std::map<std::string, DeclaredVar> declared_;
  std::map<std::string, bool, std::less<>> inlines_;  // inline names: has parameters?
  std::vector<ast::Pragma> pending_pragmas_;
  bool in_predicate_ = false;
  bool in_system_header_ = false;
  std::set<std::string> sou_tags_;  // "struct x" / "union x" given a body so far
  int parens_ = 0, brackets_ = 0;  // '(' and '[' taken but not yet closed  // after a cpp line marker with flag 3
  // How deeply expressions, declarators and statements nest right now:
  // enter_nesting() refuses input nested deeper than kMaxNesting before the
  // recursion can overflow the stack (found by test/fuzz/parse_fuzz).
  static constexpr int kMaxNesting = 512;
  int nesting_ = 0;
  struct NestingGuard {
    int& depth;
    ~NestingGuard() { --depth; }
  };
  [[nodiscard]] NestingGuard enter_nesting();
  // Left-deep chains (`a + b + c ...`, `a, b, c`, `a.b[1].c`) are built by
  // loops, without recursion here, but every later pass walks the tree
  // recursively: grew() refuses a chain deeper than kMaxChain before
  // those passes (and the tree's own destruction) can overflow the stack.
  // depth_ holds the depth of the heads of the trees built so far (a node
  // given a parent leaves it); counted() passes a new node through grew().
  static constexpr int kMaxChain = 10000;
  std::unordered_map<const ast::Expr*, int> depth_;
  void grew(const ast::Expr& e);
  ast::ExprPtr counted(ast::ExprPtr e) {
    grew(*e);
    return e;
  }
  std::vector<char> open_;  // '(' and '[' opened inside the predicate
  const ast::Expr* parenthesized_ = nullptr;  // the last (expression) read
  // What DTrace's lexer knows when it classifies an identifier (dt_lex.l's
  // id_or_type): the names it has interned as identifiers, whether a
  // struct/union/enum keyword or '.'/'->' came just before, the '(' depth
  // and whether a typedef is being declared.
  std::set<std::string, std::less<>> lexed_idents_;
  TK prev_lexed_ = TK::End;
  bool prev_read_past_ = false;
  bool sou_pending_ = false;
  int lexed_parens_ = 0;
  int typedef_braces_ = -1;  // brace depth inside a typedef; -1: none
};

}  // namespace dtrace::parse
