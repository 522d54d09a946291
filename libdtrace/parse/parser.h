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

#include "parse/ast.h"

namespace dtrace::parse {

struct ParseOptions {
  // The program comes from a file (-s): DTrace then rejects a probe
  // description with neither predicate nor actions after it.  From -n and
  // friends `BEGIN` alone is a clause.
  bool from_file = false;
  // Type names beyond the program's typedefs and D's built-in ones (for
  // instance kernel types from BTF); consulted in casts, sizeof and at the
  // top level, where a type name starts a declaration.
  std::function<bool(std::string_view)> is_type_name;
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
