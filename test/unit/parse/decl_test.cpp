// Parser: declarations, typedefs, structs/unions/enums, inlines,
// translators and providers.
#include "parse_helpers.h"

using namespace dtrace;
using namespace dtrace::parse;
using namespace dtrace::parse::test;

TEST_CASE("variable declarations at the top level") {
  CHECK(dump_program("int x;") == "(decl \"int\" x)\n");
  CHECK(dump_program("self int y;\nthis string z;") ==
        "(decl self \"int\" y)\n(decl this \"string\" z)\n");
  CHECK(dump_program("int a[5], *p;") == "(decl \"int\" a (array 5))\n(decl \"int\" p (ptr))\n");
  CHECK(dump_program("int a[string, int];") == "(decl \"int\" a (assoc \"string\" \"int\"))\n");
  CHECK(dump_program("extern int x; unsigned long long y;") ==
        "(decl extern \"int\" x)\n(decl \"unsigned long long\" y)\n");
  CHECK(dump_program("int*p;") == "(decl \"int\" p (ptr))\n");
  CHECK(dump_program("uint64_t ts;") == "(decl \"uint64_t\" ts)\n");
  CHECK(dump_program("int *a[4]; int (*b)[4];") ==
        "(decl \"int\" a (array 4) (ptr))\n(decl \"int\" b (ptr) (array 4))\n");
  CHECK(dump_program("struct vmlinux`task_struct *t;") ==
        "(decl \"vmlinux`struct task_struct\" t (ptr))\n");
}

TEST_CASE("typedef names are types from then on") {
  CHECK(dump_program("typedef unsigned long foo_t;\nfoo_t x;\nBEGIN { y = (foo_t)z; }") ==
        "(decl typedef \"unsigned long\" foo_t)\n(decl \"foo_t\" x)\n"
        "(clause (\"BEGIN\") (body (= y (cast \"foo_t\" z))))\n");
}

TEST_CASE("struct, union and enum definitions") {
  CHECK(dump_program("struct foo { int a; char *b; unsigned c : 3, : 2; int d[4]; };") ==
        "(decl \"struct foo\" - (struct foo (int a) (char b *) (unsigned int c : 3) (unsigned int  : 2) "
        "(int d [4])))\n");
  CHECK(dump_program("union u { int i; long l; } v;") ==
        "(decl \"union u\" v (union u (int i) (long l)))\n");
  CHECK(dump_program("enum color { RED, GREEN = 5, BLUE, };") ==
        "(decl \"enum color\" - (enum RED GREEN=5 BLUE))\n");
  CHECK(dump_program("typedef struct { int a; } anon_t; anon_t x;") ==
        "(decl typedef \"struct\" anon_t (struct (int a)))\n(decl \"anon_t\" x)\n");
}

TEST_CASE("inline definitions, also with parameters") {
  CHECK(dump_program("inline int x = 3;") == "(inline (decl \"int\" x = 3))\n");
  CHECK(dump_program("inline string f[int fd] = fds[fd].fi_name;") ==
        "(inline (decl \"string\" f (assoc \"int\" fd) = (. (index fds fd) fi_name)))\n");
}

TEST_CASE("translators and xlate") {
  CHECK(dump_program("translator psinfo_t < struct task_struct *T > {\n"
                     "  pr_pid = T->tgid;\n  pr_fname = stringof(T->comm);\n};") ==
        "(translator \"psinfo_t\" (decl \"struct task_struct\" T (ptr)) (pr_pid (-> T tgid)) "
        "(pr_fname (stringof (-> T comm))))\n");
}

TEST_CASE("provider definitions") {
  CHECK(dump_program("provider p {\n probe a(int, char *);\n probe b__c(uint64_t *t) : (int);\n};") ==
        "(provider p (probe a (decl \"int\" -) (decl \"char\" - (ptr))) "
        "(probe b__c (decl \"uint64_t\" t (ptr)) : (decl \"int\" -)))\n");
}

TEST_CASE("D has no declarations inside clause bodies") {
  using dtrace::diag::Tag;
  auto d = parse_error("BEGIN\n{\n  int x = 123;\n}");
  CHECK(d.tag == Tag::D_SYNTAX);
  CHECK(d.text == "syntax error near \"int\"");
  CHECK(d.loc.line == 3);
  CHECK(parse_error("BEGIN { this int x; }").text == "syntax error near \"int\"");
  // An unknown name is quoted with the rest of its line (DTrace's lexer
  // read past it): see error_test.cpp.
  CHECK(parse_error("BEGIN { self y; }").text == "syntax error near \"y; }\"");
  CHECK(parse_error("BEGIN { uint64_t j; }").text == "syntax error near \"uint64_t j; }\"");
}

TEST_CASE("a declaration without a type declares an int") {
  CHECK(dump_program("self x;") == "(decl self \"int\" x)\n");
  CHECK(dump_program("this y;") == "(decl this \"int\" y)\n");
  CHECK(dump_program("const z;") == "(decl \"const int\" z)\n");
}

TEST_CASE("declarations: storage classes, initializers, redeclarations") {
  using dtrace::diag::Tag;
  auto d = parse_error("self this int x;");
  CHECK(d.tag == Tag::D_DECL_CLASS);
  CHECK(d.text == "only one storage class allowed in a declaration");
  CHECK(parse_error("extern extern int x;").tag == Tag::D_DECL_CLASS);
  CHECK(parse_error("static int x;").tag == Tag::D_DECL_BADCLASS);
  d = parse_error("int x = 1;");
  CHECK(d.tag == Tag::D_SYNTAX);
  CHECK(d.text == "syntax error near \"=\"");
  d = parse_error("int x;\nchar x;");
  CHECK(d.tag == Tag::D_DECL_IDRED);
  CHECK(d.text == "identifier redeclared: x\n\t current: scalar char\n\tprevious: scalar int");
  CHECK(d.loc.line == 2);
  CHECK(parse_error("int *p; int p[4];").text ==
        "identifier redeclared: p\n\t current: scalar int [4]\n\tprevious: scalar int *");
  CHECK(parse_error("int a[string]; int a[int];").text ==
        "identifier redeclared: a\n\t current: array, key #1 of type int\n"
        "\tprevious: array, key #1 of type string");
  CHECK(parse_error("int a[int]; int a[int, int];").text ==
        "identifier redeclared: a\n\t current: array of int, tuple length 2\n"
        "\tprevious: array of int, tuple length 1");
  CHECK(parse_error("self int s; self long s;").tag == Tag::D_DECL_IDRED);
  // the same declaration again, or one name in two scopes, is fine
  CHECK_NOTHROW(parse_program("int x; signed int x; self char x; this long x;"));
}
