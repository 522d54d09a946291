// Semantic analysis: binds and types every expression of a parsed program.
//
// The walk is one pass over the clauses in order.  Each expression gets a
// `type` (TypeTable-owned) and, for identifiers, a `binding`:
//   builtins       binding = Builtin id                  (0..kGlobalBase)
//   globals        binding = kGlobalBase + global index
//   this-> locals  binding = local index
//   aggregations   binding = aggregation id
// Macro references ($1, $target, ...) are replaced in place by literals.
// A variable's type is fixed by its first assignment, as in DTrace.
#include "sema/sema.h"

#include <map>

#include "diag/diagnostic.h"
#include "sema/checker.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using diag::Tag;

std::string expand_probe_macros(const ast::ProbeSpec& spec, const Context& ctx) {
  std::string out;
  const std::string& t = spec.text;
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i] != '$') {
      out += t[i];
      continue;
    }
    size_t j = i + 1;
    while (j < t.size() && (std::isalnum(static_cast<unsigned char>(t[j])) || t[j] == '_')) ++j;
    std::string name = t.substr(i + 1, j - i - 1);
    if (name == "target") {
      out += std::to_string(ctx.target_pid);
    } else if (name == "pid") {
      out += std::to_string(getpid());
    } else if (!name.empty() && std::isdigit(static_cast<unsigned char>(name[0]))) {
      size_t n = std::stoul(name);
      if (n < ctx.macro_args.size())
        out += ctx.macro_args[n];
      else if (!ctx.defaultargs)
        diag::error(spec.loc, Tag::D_MACRO_UNDEF, "macro argument ${} is not defined", name);
    } else {
      out += t.substr(i, j - i);
    }
    i = j - 1;
  }
  return out;
}

void Checker::add(ast::Program& prog) {
  for (ast::TopLevel& item : prog.items) {
    switch (item.kind) {
      case ast::TopLevel::Kind::Clause:
        clause(*item.clause);
        break;
      case ast::TopLevel::Kind::Pragma:
        pragma(*item.pragma);
        break;
      case ast::TopLevel::Kind::Decl:
        declaration(*item.decl);
        break;
      case ast::TopLevel::Kind::Inline:
        inline_def(*item.inline_def);
        break;
      case ast::TopLevel::Kind::Translator:
        translator_def(*item.translator);
        break;
      default:
        diag::error({}, Tag::D_UNSUPPORTED, "this kind of declaration is not supported yet");
    }
  }
}

Program check(ast::Program& prog, Context& ctx) {
  Program out;
  Checker checker(ctx, out);
  checker.add(prog);
  return out;
}

}  // namespace dtrace::sema
