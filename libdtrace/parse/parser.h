// The D parser's public face: D program text in, ast::Program out.
//
// parse_program() reads a whole D program (a -s file, or the text built from
// a -n/-P/-m/-f/-i argument) and stops at the first error by throwing
// diag::CompileError with Oracle's message and tag.  dump() prints an
// S-expression form of the tree for tests and debugging.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "parse/ast.h"

namespace dtrace::parse {

struct ParseOptions {
  // The program comes from a file (-s): DTrace then rejects a probe
  // description with neither predicate nor actions after it.  From -n and
  // friends `BEGIN` alone is a clause.
  bool from_file = false;
  // The text is a D library file (-L, the built-in library): it may be
  // empty and may depend on other libraries.
  bool library = false;
  // -x empty: a program with no clauses or declarations is accepted.
  bool allow_empty = false;
  // -x pspec: a top-level word is a probe description even where it names
  // a type (`int*x` is a probe); `#pragma D option pspec` sets it too.
  bool pspec = false;
  // Type names beyond the program's typedefs and D's built-in ones (for
  // instance kernel types from BTF); consulted in casts, sizeof and at the
  // top level, where a type name starts a declaration.
  std::function<bool(std::string_view)> is_type_name;
  // The macro arguments ($0 is the program name), when known: as DTrace's
  // lexer does, a $n whose argument is a number too big for 64 bits is an
  // error where the program uses it.
  const std::vector<std::string>* macro_args = nullptr;
};

ast::Program parse_program(std::string_view text);
ast::Program parse_program(std::string_view text, const ParseOptions& options);

// D's built-in typedef names (uint64_t, size_t, pid_t, ...), known to the
// parser without any type information.
bool is_builtin_type_name(std::string_view name);

std::string dump(const ast::Expr& expr);
std::string dump(const ast::TypeName& type);
std::string dump(const ast::Program& program);

}  // namespace dtrace::parse
