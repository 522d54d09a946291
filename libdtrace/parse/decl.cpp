// Declarations: variables, typedefs, struct/union/enum definitions, type
// names (casts, sizeof, offsetof, xlate), inline definitions, translators
// and provider definitions.
//
// A declarator becomes a list of Derived steps read from the name outwards
// (ast.h): `int *a[4]` is Array(4) then Pointer.  Associative array keys
// (`int a[string, int]`) fill Derived::array_keys, and, with their names,
// Derived::params, which inline functions (`inline string f[int fd] = ...`)
// need.  The typedef names a program declares are remembered, so casts and
// declarations later in the program recognize them.
#include <algorithm>
#include <array>
#include <optional>

#include "diag/diagnostic.h"
#include "parse/parser_impl.h"

namespace dtrace::parse {
namespace {

using lex::TokenKind;
using Storage = ast::DeclSpecs::Storage;
using diag::Tag;

bool is_base_type_keyword(TokenKind k) {
  switch (k) {
    case TokenKind::KwVoid:
    case TokenKind::KwChar:
    case TokenKind::KwShort:
    case TokenKind::KwInt:
    case TokenKind::KwLong:
    case TokenKind::KwFloat:
    case TokenKind::KwDouble:
    case TokenKind::KwSigned:
    case TokenKind::KwUnsigned:
    case TokenKind::KwString: return true;
    default: return false;
  }
}

bool is_qualifier(TokenKind k) {
  return k == TokenKind::KwConst || k == TokenKind::KwVolatile || k == TokenKind::KwRestrict;
}

Storage storage_of(TokenKind k) {
  switch (k) {
    case TokenKind::KwExtern: return Storage::Extern;
    case TokenKind::KwStatic: return Storage::Static;
    case TokenKind::KwRegister: return Storage::Register;
    case TokenKind::KwTypedef: return Storage::Typedef;
    case TokenKind::KwSelf: return Storage::Self;
    case TokenKind::KwThis: return Storage::This;
    default: return Storage::None;
  }
}

// Splits ``mod`name`` into its scope and name.  The scope "D" is the one of
// the types D programs define (``struct D`foo``): the program's own scope.
std::pair<std::string, std::string> split_scope(std::string_view text) {
  size_t q = text.rfind('`');
  if (q == std::string_view::npos) return {"", std::string(text)};
  std::string scope = q == 0 ? "`" : std::string(text.substr(0, q));
  if (scope == "D") scope.clear();
  return {std::move(scope), std::string(text.substr(q + 1))};
}

// D's built-in typedefs and the translated types of its standard library.
constexpr std::array<std::string_view, 62> kBuiltinTypes = {
    "int8_t",     "int16_t",    "int32_t",     "int64_t",      "intptr_t",   "uint8_t",
    "uint16_t",   "uint32_t",   "uint64_t",    "uintptr_t",    "uchar_t",    "ushort_t",
    "uint_t",     "ulong_t",    "u_longlong_t", "longlong_t",  "size_t",     "ssize_t",
    "ptrdiff_t",  "off_t",      "off64_t",     "loff_t",       "time_t",     "hrtime_t",
    "pid_t",      "id_t",       "uid_t",       "gid_t",        "dev_t",      "ino_t",
    "mode_t",     "caddr_t",    "processorid_t", "psetid_t",   "zoneid_t",   "taskid_t",
    "projid_t",   "boolean_t",  "bool",        "u8",           "u16",        "u32",
    "u64",        "s8",         "s16",         "s32",          "s64",        "__u8",
    "__u16",      "__u32",      "__u64",       "__s32",        "__s64",      "psinfo_t",
    "lwpsinfo_t", "fileinfo_t", "bufinfo_t",   "devinfo_t",    "cpuinfo_t",  "conninfo_t",
    "ipinfo_t",   "pktinfo_t",
};

// Pointer and array steps without their expressions, for the named copy of
// an associative array's key list.
ast::Derived shallow_copy(const ast::Derived& d) {
  ast::Derived copy;
  copy.kind = d.kind;
  copy.is_const = d.is_const;
  copy.varargs = d.varargs;
  return copy;
}

// C spells one integer type many ways ("signed short int", "long unsigned
// int", "unsigned"); the type table knows each by its shortest name.  Other
// keyword types ("long double", "void") are left as written.
std::string canonical_integer_name(const std::string& base) {
  int shorts = 0, longs = 0;
  bool is_signed = false, is_unsigned = false;
  std::string name;
  size_t pos = 0;
  while (pos < base.size()) {
    size_t end = std::min(base.find(' ', pos), base.size());
    std::string word = base.substr(pos, end - pos);
    pos = end + 1;
    if (word == "short") shorts++;
    else if (word == "long") longs++;
    else if (word == "signed") is_signed = true;
    else if (word == "unsigned") is_unsigned = true;
    else name = word;
  }
  if (!name.empty() && name != "int" && name != "char") return base;
  if (name == "char") return is_unsigned ? "unsigned char" : is_signed ? "signed char" : "char";
  std::string n = shorts ? "short" : longs == 1 ? "long" : longs > 1 ? "long long" : "int";
  return is_unsigned ? "unsigned " + n : n;
}

// Whether `base` is only the attribute keywords short, long, signed and
// unsigned, no type name yet.
bool attributes_only(const std::string& base) {
  size_t pos = 0;
  while (pos < base.size()) {
    size_t end = std::min(base.find(' ', pos), base.size());
    std::string_view word = std::string_view(base).substr(pos, end - pos);
    if (word != "short" && word != "long" && word != "signed" && word != "unsigned") return false;
    pos = end + 1;
  }
  return !base.empty();
}

// A declared type as DTrace names it in messages ("int", "char *",
// "int [4]"), from the steps of `derived` that start at `first`.
std::string type_spelling(const ast::DeclSpecs& specs, const std::vector<ast::Derived>& derived,
                          size_t first = 0) {
  std::string out = specs.base;
  for (size_t i = derived.size(); i > first; --i) {
    const ast::Derived& step = derived[i - 1];
    if (step.kind == ast::Derived::Kind::Pointer) {
      out += out.ends_with('*') ? "*" : " *";
    } else if (step.kind == ast::Derived::Kind::Array) {
      bool known = step.array_size && step.array_size->kind == ast::ExprKind::IntLit;
      out += fmt::format("{}[{}]", out.ends_with('*') ? "" : " ",
                         known ? std::to_string(step.array_size->ival) : "");
    } else {
      out += " ()";
    }
  }
  return out;
}

}  // namespace

bool is_builtin_type_name(std::string_view name) {
  return std::find(kBuiltinTypes.begin(), kBuiltinTypes.end(), name) != kBuiltinTypes.end();
}

bool Parser::is_type_name(std::string_view name) const {
  name = name.substr(name.rfind('`') == std::string_view::npos ? 0 : name.rfind('`') + 1);
  if (name.empty()) return false;
  return typedefs_.count(name) != 0 || is_builtin_type_name(name) ||
         (options_.is_type_name && options_.is_type_name(name));
}

// Whether a type name starts at token `ahead`.
bool Parser::starts_type(size_t ahead) {
  const Token& t = peek(ahead);
  if (is_base_type_keyword(t.kind) || is_qualifier(t.kind)) return true;
  if (t.kind == TK::KwStruct || t.kind == TK::KwUnion || t.kind == TK::KwEnum) return true;
  return t.kind == TK::Ident && is_type_name(t.text);
}

// decl-specs: ( storage-class | qualifier | type-specifier )+
// storage-class: extern | static | register | typedef | self | this | auto
// type-specifier: base-type-keyword+ | struct-or-union-spec | enum-spec | typedef-name
//
// As in C (and DTrace's dt_decl.c), specifiers without a type name declare
// an int: `self x;` is `self int x;`.  One storage class at most; a
// function or associative array parameter takes none but register.
ast::DeclSpecs Parser::parse_decl_specs(bool parameter) {
  ast::DeclSpecs specs;
  specs.loc = peek().loc;
  bool have_type = false;
  bool keyword_type = false;  // the type so far is made of base-type keywords
  bool any = false;           // some specifier or qualifier was read
  std::optional<SourceLoc> bad_class;  // register, static or auto
  bool have_class = false;
  for (;; any = true) {
    const Token& t = peek();
    if (Storage s = storage_of(t.kind); s != Storage::None || t.kind == TK::KwAuto) {
      if (have_class)
        diag::error(t.loc, Tag::D_DECL_CLASS, "only one storage class allowed in a declaration");
      have_class = true;
      if (parameter && s != Storage::Register)
        diag::error(t.loc, Tag::D_DECL_PARMCLASS,
                    "inappropriate storage class for function or associative array parameter");
      if (!parameter && (s == Storage::Register || s == Storage::Static || t.kind == TK::KwAuto))
        bad_class = t.loc;
      specs.storage = s;
    } else if (t.kind == TK::KwConst) {
      specs.is_const = true;
    } else if (t.kind == TK::KwVolatile) {
      specs.is_volatile = true;
    } else if (t.kind == TK::KwRestrict) {
      specs.is_restrict = true;
    } else if (is_base_type_keyword(t.kind) && (!have_type || keyword_type)) {
      if (!specs.base.empty()) specs.base += ' ';
      specs.base += t.text;
    } else if ((t.kind == TK::KwStruct || t.kind == TK::KwUnion) && !have_type) {
      parse_struct_spec(specs);
      have_type = true;
      continue;
    } else if (t.kind == TK::KwEnum && !have_type) {
      parse_enum_spec(specs);
      have_type = true;
      continue;
    } else if (have_type && (t.kind == TK::KwStruct || t.kind == TK::KwUnion ||
                             t.kind == TK::KwEnum ||
                             (is_base_type_keyword(t.kind) && !keyword_type))) {
      // `unsigned struct s`, `long enum e`: signed, unsigned and long
      // qualify only integer (long also floating-point) types.  DTrace
      // finds out on the token after the tag (or the keyword).
      if (keyword_type && attributes_only(specs.base))
        check_attributes_on(peek(at(TK::Ident, 1) ? 2 : 1), specs.base);
      // a second type: `struct a {...} struct b {...}` (a missing ';')
      diag::error(t.loc, Tag::D_DECL_COMBO, "invalid type combination");
    } else if (t.kind == TK::Ident && !have_type && is_type_name(t.text)) {
      auto [module, name] = split_scope(t.text);
      specs.module = std::move(module);
      specs.base = std::move(name);
      take();
      have_type = true;
      break;  // nothing but qualifiers follow a typedef name in practice
    } else {
      break;
    }
    if (is_base_type_keyword(t.kind)) have_type = keyword_type = true;
    take();
  }
  if (bad_class)
    diag::error(*bad_class, Tag::D_DECL_BADCLASS, "specified storage class not appropriate in D");
  if (!have_type && !any) syntax_error(peek());
  if (!have_type) specs.base = "int";
  if (keyword_type) {
    check_keyword_combination(specs);
    specs.base = canonical_integer_name(specs.base);
  }
  return specs;
}

// Keywords `attrs` ("unsigned long") before the struct, union or enum that
// token `t` starts: DTrace refuses signed and unsigned on anything but an
// integer, long on anything but an integer or a float.
void Parser::check_attributes_on(const Token& t, const std::string& attrs) const {
  if (attrs.find("signed") != std::string::npos)
    diag::error(t.loc, Tag::D_DECL_SIGNINT,
                "invalid type declaration: signed and unsigned may only be used with "
                "integer type");
  if (attrs.find("long") != std::string::npos)
    diag::error(t.loc, Tag::D_DECL_LONGINT,
                "invalid type declaration: long and long long may only be used with integer "
                "or floating-point type");
}

// struct-or-union-spec: ('struct'|'union') tag? ( '{' member-decl* '}' )?
// member-decl: decl-specs member-declarator ( ',' member-declarator )* ';'
// member-declarator: declarator ( ':' conditional )? | ':' conditional
void Parser::parse_struct_spec(ast::DeclSpecs& specs) {
  auto def = std::make_shared<ast::StructDef>();
  Token kw = take();
  def->is_union = kw.kind == TK::KwUnion;
  def->loc = kw.loc;
  if (at(TK::Ident)) {
    auto [module, tag] = split_scope(take().text);
    specs.module = std::move(module);
    def->tag = std::move(tag);
  }
  specs.base = std::string(kw.text) + (def->tag.empty() ? "" : " " + def->tag);
  if (!def->tag.empty() && !at(TK::LBrace)) return;  // a reference: `struct foo *p`
  Token brace = expect(TK::LBrace);
  // A second body for a tag of this program is refused at its '{', as
  // DTrace does (so `translator struct s { ... }` is this error too).
  if (!def->tag.empty() && specs.module.empty() && !sou_tags_.insert(specs.base).second)
    diag::error(brace.loc, Tag::D_DECL_TYPERED, "type redeclared: {}", specs.base);
  def->has_body = true;
  if (at(TK::RBrace)) syntax_error(peek());  // C and D want at least one member
  while (!accept(TK::RBrace)) {
    ast::DeclSpecs member_specs = parse_decl_specs();
    // C11's anonymous struct or union member (`union { ... };`), whose
    // members read as the outer struct's: system headers use it
    // (<signal.h>'s struct sigcontext).
    if (in_system_header_ && member_specs.struct_def && member_specs.struct_def->has_body &&
        member_specs.struct_def->tag.empty() && accept(TK::Semi)) {
      ast::Declaration m;
      m.specs = member_specs;
      m.loc = member_specs.loc;
      def->members.push_back(std::move(m));
      continue;
    }
    do {
      ast::Declaration m;
      m.specs = member_specs;
      m.loc = peek().loc;
      if (!at(TK::Colon)) parse_declarator(m, NameRule::Required);
      if (accept(TK::Colon)) m.bitfield_width = parse_conditional();
      def->members.push_back(std::move(m));
    } while (accept(TK::Comma));
    expect(TK::Semi);
  }
  specs.struct_def = std::move(def);
}

// enum-spec: 'enum' tag? ( '{' enumerator ( ',' enumerator )* ','? '}' )?
// enumerator: identifier ( '=' conditional )?
void Parser::parse_enum_spec(ast::DeclSpecs& specs) {
  auto def = std::make_shared<ast::EnumDef>();
  def->loc = take().loc;
  if (at(TK::Ident)) {
    auto [module, tag] = split_scope(take().text);
    specs.module = std::move(module);
    def->tag = std::move(tag);
  }
  specs.base = "enum" + (def->tag.empty() ? "" : " " + def->tag);
  if (!def->tag.empty() && !at(TK::LBrace)) return;
  expect(TK::LBrace);
  if (at(TK::RBrace)) syntax_error(peek());  // at least one enumerator
  while (!accept(TK::RBrace)) {
    ast::EnumDef::Enumerator en;
    en.name = std::string(expect(TK::Ident).text);
    if (accept(TK::Assign)) en.value = parse_conditional();
    // DTrace defines an enumerator once it has read the token after it, and
    // reports its errors on that token's line: keep that line.
    en.loc = peek().loc;
    def->enumerators.push_back(std::move(en));
    if (!accept(TK::Comma)) {
      expect(TK::RBrace);
      break;
    }
  }
  specs.enum_def = std::move(def);
}

// declaration: decl-specs ( init-declarator ( ',' init-declarator )* )?
// init-declarator: declarator ( '=' assignment )?         (';' left to the caller)
std::vector<ast::Declaration> Parser::parse_declaration() {
  ast::DeclSpecs specs = parse_decl_specs();
  std::vector<ast::Declaration> out;
  if (at(TK::Semi) && (specs.struct_def || specs.enum_def)) {  // `struct foo {...};`
    ast::Declaration d;
    d.specs = std::move(specs);
    d.loc = d.specs.loc;
    out.push_back(std::move(d));
    return out;
  }
  if (at(TK::Semi) && forward_declaration(specs)) {  // `struct foo;`
    ast::Declaration d;
    d.specs = std::move(specs);
    d.loc = d.specs.loc;
    out.push_back(std::move(d));
    return out;
  }
  if (at(TK::Semi))  // `extern int;` declares nothing
    diag::error(peek().loc, Tag::D_DECL_USELESS, "useless declaration");
  do {
    ast::Declaration d;
    d.specs = specs;
    d.loc = peek().loc;
    parse_declarator(d, NameRule::Required);
    if (d.name.find('`') != std::string::npos)
      diag::error(d.loc, Tag::D_DECL_SCOPE,
                  "D scoping operator may not be used in a declaration name ({})", d.name);
    // An extern may leave its dimension out (`extern int a[];`): it only
    // describes a kernel object.
    for (const ast::Derived& dv : d.derived)
      if (dv.kind == ast::Derived::Kind::Array && !dv.array_size && dv.array_keys.empty() &&
          specs.storage != Storage::Extern)
        diag::error(d.loc, Tag::D_DECL_ARRNULL,
                    "array declaration requires array dimension or tuple signature: {}", d.name);
    // D declarations have no initializers: DTrace's grammar fails at '='.
    if (at(TK::Assign)) syntax_error(peek());
    check_redeclaration(d, peek().loc);
    out.push_back(std::move(d));
  } while (accept(TK::Comma));
  note_typedefs(out);
  return out;
}

// `struct foo;` or `union foo;` alone: a forward declaration of the tag.
bool Parser::forward_declaration(ast::DeclSpecs& specs) const {
  bool is_union = specs.base.starts_with("union ");
  if (specs.struct_def || specs.storage != Storage::None ||
      (!is_union && !specs.base.starts_with("struct ")))
    return false;
  auto def = std::make_shared<ast::StructDef>();
  def->is_union = is_union;
  def->tag = specs.base.substr(specs.base.find(' ') + 1);
  def->loc = specs.loc;
  specs.struct_def = std::move(def);
  return true;
}

// The base-type keywords of one declaration, checked as DTrace checks them:
// one type name (char int void float double string) at most, no short or
// long with char, not both short and long.
void Parser::check_keyword_combination(const ast::DeclSpecs& specs) const {
  int names = 0, shorts = 0, longs = 0;
  bool is_char = false;
  std::string name;
  size_t pos = 0;
  while (pos < specs.base.size()) {
    size_t end = std::min(specs.base.find(' ', pos), specs.base.size());
    std::string_view word = std::string_view(specs.base).substr(pos, end - pos);
    pos = end + 1;
    if (word == "short") {
      shorts++;
    } else if (word == "long") {
      longs++;
    } else if (word != "signed" && word != "unsigned") {
      names++;
      is_char = is_char || word == "char";
      name = word;
    }
  }
  if (names > 1) diag::error(specs.loc, Tag::D_DECL_COMBO, "invalid type combination");
  if (is_char && (shorts || longs))
    diag::error(specs.loc, Tag::D_DECL_CHARATTR,
                "invalid type declaration: short and long may not be used with char type");
  // The checks of DTrace's dt_decl_check(), in its order.
  bool attrs = shorts || longs || specs.base.find("signed") != std::string::npos;
  if (name == "void" && attrs)
    diag::error(specs.loc, Tag::D_DECL_VOIDATTR,
                "invalid type declaration: attributes may not be used with void type");
  if (name == "float" || name == "double" || name == "string") {
    if (specs.base.find("signed") != std::string::npos)
      diag::error(specs.loc, Tag::D_DECL_SIGNINT,
                  "invalid type declaration: signed and unsigned may only be used with "
                  "integer type");
    if (longs && name == "string")
      diag::error(specs.loc, Tag::D_DECL_LONGINT,
                  "invalid type declaration: long and long long may only be used with integer "
                  "or floating-point type");
  }
  if (shorts && longs) {
    std::string spelled = "short long";
    if (longs > 1) spelled += " long";
    if (!name.empty()) spelled += " " + name;
    diag::error(specs.loc, Tag::D_UNKNOWN, "failed to resolve type {} : Unknown type name",
                spelled);
  }
}

// A variable declared again must keep its kind (scalar or associative
// array), type and keys, as DTrace's dt_node_decl() requires; `at` is the
// token after the declarator, where DTrace reports.
void Parser::check_redeclaration(const ast::Declaration& d, SourceLoc at) {
  Storage st = d.specs.storage;
  if (d.name.empty() || st == Storage::Typedef || st == Storage::Extern) return;
  bool assoc = !d.derived.empty() && d.derived.front().kind == ast::Derived::Kind::Array &&
               !d.derived.front().array_keys.empty();
  if (!assoc && !d.derived.empty() && d.derived.front().kind == ast::Derived::Kind::Function)
    return;
  DeclaredVar now{assoc, type_spelling(d.specs, d.derived, assoc ? 1 : 0), {}};
  if (assoc)
    for (const ast::TypeName& k : d.derived.front().array_keys)
      now.keys.push_back(type_spelling(k.specs, k.derived));
  std::string key = (st == Storage::Self ? "self " : st == Storage::This ? "this " : "") + d.name;
  auto [it, fresh] = declared_.emplace(key, now);
  if (fresh) return;
  const DeclaredVar& was = it->second;
  auto kind = [](bool a) { return a ? "array" : "scalar"; };
  if (was.assoc != now.assoc || was.type != now.type)
    diag::error(at, Tag::D_DECL_IDRED,
                "identifier redeclared: {}\n\t current: {} {}\n\tprevious: {} {}", d.name,
                kind(now.assoc), now.type, kind(was.assoc), was.type);
  if (!now.assoc) return;
  for (size_t i = 0; i < now.keys.size() && i < was.keys.size(); ++i)
    if (now.keys[i] != was.keys[i])
      diag::error(at, Tag::D_DECL_IDRED,
                  "identifier redeclared: {}\n\t current: array, key #{} of type {}\n"
                  "\tprevious: array, key #{} of type {}",
                  d.name, i + 1, now.keys[i], i + 1, was.keys[i]);
  if (now.keys.size() != was.keys.size())
    diag::error(at, Tag::D_DECL_IDRED,
                "identifier redeclared: {}\n\t current: array of {}, tuple length {}\n"
                "\tprevious: array of {}, tuple length {}",
                d.name, now.type, now.keys.size(), was.type, was.keys.size());
}

void Parser::note_typedefs(const std::vector<ast::Declaration>& decls) {
  for (const auto& d : decls) {
    if (d.specs.storage != Storage::Typedef || d.name.empty()) continue;
    if (!typedefs_.insert(d.name).second)
      diag::error(d.loc, Tag::D_DECL_IDRED, "typedef redeclared: {}", d.name);
  }
}

// type-name: decl-specs abstract-declarator
ast::TypeName Parser::parse_type_name() {
  ast::Declaration d;
  d.loc = peek().loc;
  d.specs = parse_decl_specs();
  parse_declarator(d, NameRule::None);
  ast::TypeName t;
  t.specs = std::move(d.specs);
  t.derived = std::move(d.derived);
  t.loc = d.loc;
  return t;
}

// declarator: pointer* direct-declarator
// pointer: '*' ( 'const' | 'volatile' | 'restrict' )*
// direct-declarator: ( identifier | '(' declarator ')' )? suffix*
void Parser::parse_declarator(ast::Declaration& d, NameRule rule) {
  NestingGuard guard = enter_nesting();
  std::vector<ast::Derived> pointers;
  while (accept(TK::Star)) {
    ast::Derived p;
    p.kind = ast::Derived::Kind::Pointer;
    for (; is_qualifier(peek().kind); take())
      if (at(TK::KwConst)) p.is_const = true;
    pointers.push_back(std::move(p));
  }
  std::vector<ast::Derived> inner;
  bool nested = at(TK::LParen) && (at(TK::Star, 1) || at(TK::LParen, 1) ||
                                   (rule != NameRule::None && at(TK::Ident, 1) &&
                                    !is_type_name(peek(1).text)));
  if (nested) {
    take();
    ast::Declaration in;
    parse_declarator(in, rule);
    expect(TK::RParen);
    d.name = std::move(in.name);
    d.loc = in.loc;
    inner = std::move(in.derived);
  } else if (rule != NameRule::None && at(TK::Ident)) {
    d.loc = peek().loc;
    d.name = std::string(take().text);
  } else if (rule == NameRule::Required) {
    syntax_error(peek());
  }
  parse_declarator_suffixes(inner);
  std::reverse(pointers.begin(), pointers.end());
  for (auto& p : pointers) inner.push_back(std::move(p));
  d.derived = std::move(inner);
}

// suffix: '[' array-params ']' | '(' parameters ')'
void Parser::parse_declarator_suffixes(std::vector<ast::Derived>& out) {
  for (;;) {
    if (at(TK::LBracket)) {
      parse_array_suffix(out);
    } else if (at(TK::LParen)) {
      take();
      ast::Derived f;
      f.kind = ast::Derived::Kind::Function;
      for (auto& p : parse_parameters(&f.varargs))
        f.params.push_back(std::make_unique<ast::Declaration>(std::move(p)));
      expect(TK::RParen);
      out.push_back(std::move(f));
    } else {
      return;
    }
  }
}

// array-params: empty | conditional | parameter ( ',' parameter )*
void Parser::parse_array_suffix(std::vector<ast::Derived>& out) {
  take();
  ast::Derived a;
  a.kind = ast::Derived::Kind::Array;
  if (at(TK::Ellipsis))
    diag::error(peek().loc, Tag::D_DECL_PROTO_VARARGS,
                "array prototype may not use a variable-length argument list");
  // A storage class starts a key too (refused when the key is taken),
  // unless it is `self->` or `this->` in a subscript expression.
  bool class_first = (storage_of(peek().kind) != Storage::None || at(TK::KwAuto)) &&
                     !at(TK::Arrow, 1);
  if (starts_type(0) || class_first) {
    do {
      if (at(TK::Ellipsis))
        diag::error(peek().loc, Tag::D_DECL_PROTO_VARARGS,
                    "array prototype may not use a variable-length argument list");
      ast::Declaration p = parse_parameter();
      auto key = std::make_unique<ast::Declaration>();
      key->specs = p.specs;
      key->name = p.name;
      key->loc = p.loc;
      for (const auto& dv : p.derived) key->derived.push_back(shallow_copy(dv));
      a.array_keys.push_back(ast::TypeName{std::move(p.specs), std::move(p.derived), p.loc});
      a.params.push_back(std::move(key));
    } while (accept(TK::Comma));
  } else if (!at(TK::RBracket)) {
    a.array_size = parse_conditional();
  }
  expect(TK::RBracket);
  out.push_back(std::move(a));
}

// parameters: 'void' | parameter ( ',' parameter )* ( ',' '...' )? | '...' | empty
std::vector<ast::Declaration> Parser::parse_parameters(bool* varargs) {
  std::vector<ast::Declaration> out;
  if (at(TK::KwVoid) && at(TK::RParen, 1)) {
    take();
    return out;
  }
  if (at(TK::RParen)) return out;
  do {
    if (accept(TK::Ellipsis)) {
      *varargs = true;
      break;
    }
    out.push_back(parse_parameter());
  } while (accept(TK::Comma));
  return out;
}

// parameter: decl-specs ( declarator | abstract-declarator )
ast::Declaration Parser::parse_parameter() {
  ast::Declaration d;
  d.loc = peek().loc;
  d.specs = parse_decl_specs(true);
  parse_declarator(d, NameRule::Optional);
  return d;
}

// inline-def: 'inline' decl-specs declarator '=' assignment ';'
ast::Inline Parser::parse_inline() {
  take();
  ast::Inline def;
  def.decl.loc = peek().loc;
  def.decl.specs = parse_decl_specs();
  parse_declarator(def.decl, NameRule::Required);
  expect(TK::Assign);
  def.decl.init = parse_assignment();
  check_inline_redefinition(def.decl, expect(TK::Semi).loc);
  return def;
}

// An inline may not take the name of another inline, a variable or a
// built-in (DTrace's dt_node_inline, which reports at the ';').
void Parser::check_inline_redefinition(const ast::Declaration& d, SourceLoc at) {
  bool params = !d.derived.empty() && d.derived.front().kind == ast::Derived::Kind::Array;
  std::string_view previous = builtin_ident_kind(d.name), inline_word;
  if (auto it = inlines_.find(d.name); it != inlines_.end()) {
    previous = it->second ? "associative array" : "scalar";
    inline_word = "inline";
  } else if (auto v = declared_.find(d.name); v != declared_.end()) {
    previous = v->second.assoc ? "associative array" : "scalar";
  }
  if (previous.empty()) {
    inlines_.emplace(d.name, params);
    return;
  }
  diag::error(at, Tag::D_DECL_IDRED,
              "identifier redefined: {}\n\t current: inline definition\n\tprevious: {} {}",
              d.name, previous, inline_word);
}

// translator-def: 'translator' type-name '<' parameter '>'
//                 '{' ( identifier '=' expression ';' )* '}' ';'
std::unique_ptr<ast::Translator> Parser::parse_translator() {
  auto x = std::make_unique<ast::Translator>();
  x->loc = take().loc;
  x->output = parse_type_name();
  expect(TK::Lt);
  x->input = parse_parameter();
  expect(TK::Gt);
  expect(TK::LBrace);
  while (!accept(TK::RBrace)) {
    ast::Translator::Member m;
    m.loc = peek().loc;
    m.name = parse_member_name();
    expect(TK::Assign);
    m.value = parse_expression();
    expect(TK::Semi);
    x->members.push_back(std::move(m));
  }
  x->end_loc = expect(TK::Semi).loc;
  return x;
}

// provider-def: 'provider' identifier '{' probe-decl* '}' ';'
// probe-decl: 'probe' identifier '(' parameters ')' ( ':' '(' parameters ')' )? ';'
std::unique_ptr<ast::ProviderDef> Parser::parse_provider() {
  auto p = std::make_unique<ast::ProviderDef>();
  p->loc = take().loc;
  p->name = std::string(expect(TK::Ident).text);
  expect(TK::LBrace);
  while (!accept(TK::RBrace)) {
    ast::ProviderDef::Probe probe;
    probe.loc = expect(TK::KwProbe).loc;
    probe.name = std::string(expect(TK::Ident).text);
    bool varargs = false;
    expect(TK::LParen);
    probe.args = parse_parameters(&varargs);
    expect(TK::RParen);
    if (accept(TK::Colon)) {
      probe.has_native = true;
      expect(TK::LParen);
      probe.native_args = parse_parameters(&varargs);
      expect(TK::RParen);
    }
    expect(TK::Semi);
    p->probes.push_back(std::move(probe));
  }
  p->end_loc = expect(TK::Semi).loc;
  return p;
}

}  // namespace dtrace::parse
