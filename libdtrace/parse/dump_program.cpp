// dump() of whole programs: clauses, statements, declarations, pragmas,
// inlines, translators and providers, one top-level item per line.
#include <fmt/format.h>

#include "parse/parser.h"

namespace dtrace::parse {
namespace {

std::string_view storage_text(ast::DeclSpecs::Storage s) {
  using S = ast::DeclSpecs::Storage;
  switch (s) {
    case S::Extern: return "extern ";
    case S::Static: return "static ";
    case S::Register: return "register ";
    case S::Typedef: return "typedef ";
    case S::Self: return "self ";
    case S::This: return "this ";
    case S::None: return "";
  }
  return "";
}

std::string dump_struct(const ast::StructDef& s) {
  std::string out = fmt::format("({}{}", s.is_union ? "union" : "struct",
                                s.tag.empty() ? "" : " " + s.tag);
  for (const auto& m : s.members) {
    ast::TypeName t;
    t.specs = m.specs;
    out += fmt::format(" ({} {}", dump(t), m.name);
    for (const auto& d : m.derived)
      out += d.kind == ast::Derived::Kind::Pointer ? " *"
             : d.array_size                        ? " [" + dump(*d.array_size) + "]"
                                                   : " []";
    if (m.bitfield_width) out += " : " + dump(*m.bitfield_width);
    out += ")";
  }
  return out + ")";
}

std::string dump_derived(const std::vector<ast::Derived>& derived) {
  std::string out;
  for (const auto& d : derived) {
    switch (d.kind) {
      case ast::Derived::Kind::Pointer: out += d.is_const ? " (ptr const)" : " (ptr)"; break;
      case ast::Derived::Kind::Function: out += fmt::format(" (func {})", d.params.size()); break;
      case ast::Derived::Kind::Array:
        if (!d.array_keys.empty()) {
          out += " (assoc";
          for (size_t i = 0; i < d.array_keys.size(); i++) {
            out += " \"" + dump(d.array_keys[i]) + "\"";
            if (!d.params[i]->name.empty()) out += " " + d.params[i]->name;
          }
          out += ")";
        } else {
          out += d.array_size ? " (array " + dump(*d.array_size) + ")" : " (array)";
        }
        break;
    }
  }
  return out;
}

std::string dump_decl(const ast::Declaration& d) {
  ast::TypeName t;
  t.specs = d.specs;
  std::string out = fmt::format("(decl {}\"{}\" {}{}", storage_text(d.specs.storage), dump(t),
                                d.name.empty() ? "-" : d.name, dump_derived(d.derived));
  if (d.specs.struct_def && d.specs.struct_def->has_body) out += " " + dump_struct(*d.specs.struct_def);
  if (d.specs.enum_def) {
    out += " (enum";
    for (const auto& en : d.specs.enum_def->enumerators)
      out += " " + en.name + (en.value ? "=" + dump(*en.value) : "");
    out += ")";
  }
  if (d.init) out += " = " + dump(*d.init);
  return out + ")";
}

std::string dump_stmts(std::string_view head, const std::vector<ast::StmtPtr>& stmts);

std::string dump_stmt(const ast::Stmt& s) {
  switch (s.kind) {
    case ast::Stmt::Kind::Expr: return dump(*s.expr);
    case ast::Stmt::Kind::Empty: return "(empty)";
    case ast::Stmt::Kind::Decl: return dump_decl(*s.decl);
    case ast::Stmt::Kind::Block: return dump_stmts("block", s.body);
    case ast::Stmt::Kind::If: {
      std::string out = "(if " + dump(*s.expr) + " " + dump_stmts("then", s.body);
      if (!s.else_body.empty()) out += " " + dump_stmts("else", s.else_body);
      return out + ")";
    }
  }
  return "";
}

std::string dump_stmts(std::string_view head, const std::vector<ast::StmtPtr>& stmts) {
  std::string out = fmt::format("({}", head);
  for (const auto& s : stmts) out += " " + dump_stmt(*s);
  return out + ")";
}

std::string dump_clause(const ast::Clause& c) {
  std::string out = "(clause (";
  for (size_t i = 0; i < c.probes.size(); i++)
    out += (i ? " \"" : "\"") + c.probes[i].text + "\"";
  out += ")";
  if (c.predicate) out += " (pred " + dump(*c.predicate) + ")";
  out += c.has_body ? " " + dump_stmts("body", c.body) : " nobody";
  return out + ")";
}

std::string dump_params(const std::vector<ast::Declaration>& params) {
  std::string out;
  for (const auto& p : params) out += " " + dump_decl(p);
  return out;
}

std::string dump_translator(const ast::Translator& x) {
  std::string out = fmt::format("(translator \"{}\" {}", dump(x.output), dump_decl(x.input));
  for (const auto& m : x.members) out += fmt::format(" ({} {})", m.name, dump(*m.value));
  return out + ")";
}

std::string dump_provider(const ast::ProviderDef& p) {
  std::string out = "(provider " + p.name;
  for (const auto& pr : p.probes) {
    out += " (probe " + pr.name + dump_params(pr.args);
    if (pr.has_native) out += " :" + dump_params(pr.native_args);
    out += ")";
  }
  return out + ")";
}

std::string dump_item(const ast::TopLevel& item) {
  using K = ast::TopLevel::Kind;
  switch (item.kind) {
    case K::Clause: return dump_clause(*item.clause);
    case K::Decl: return dump_decl(*item.decl);
    case K::Pragma: {
      std::string out = "(pragma";
      for (const auto& w : item.pragma->words) out += " " + w;
      return out + ")";
    }
    case K::Inline: return "(inline " + dump_decl(item.inline_def->decl) + ")";
    case K::Translator: return dump_translator(*item.translator);
    case K::Provider: return dump_provider(*item.provider);
  }
  return "";
}

}  // namespace

std::string dump(const ast::Program& program) {
  std::string out;
  for (const auto& item : program.items) out += dump_item(item) + "\n";
  return out;
}

}  // namespace dtrace::parse
