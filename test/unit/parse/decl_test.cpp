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
        "(decl \"struct foo\" - (struct foo (int a) (char b *) (unsigned c : 3) (unsigned  : 2) "
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

TEST_CASE("declarations inside clause bodies") {
  CHECK(dump_program("BEGIN { this int x; this->x = 1; self string s; }") ==
        "(clause (\"BEGIN\") (body (decl this \"int\" x) (= this->x 1) (decl self \"string\" s)))\n");
  CHECK(dump_program("BEGIN { int i; uint64_t j; }") ==
        "(clause (\"BEGIN\") (body (decl \"int\" i) (decl \"uint64_t\" j)))\n");
}
