// Parser: clause forms, probe descriptions, predicates, statements and the
// expression grammar (precedence and associativity checked through dump()).
#include "parse_helpers.h"

using namespace dtrace;
using namespace dtrace::parse;
using namespace dtrace::parse::test;

TEST_CASE("a clause without body, as dtrace -n BEGIN gives") {
  CHECK(dump_program("BEGIN") == "(clause (\"BEGIN\") nobody)\n");
  CHECK(dump_program("BEGIN{}") == "(clause (\"BEGIN\") (body))\n");
}

TEST_CASE("probe descriptions are split on commas, kept as written") {
  CHECK(dump_program("syscall::openat:entry,syscall::*read*:entry ,\n tick-1s { }") ==
        "(clause (\"syscall::openat:entry\" \"syscall::*read*:entry\" \"tick-1s\") (body))\n");
  CHECK(dump_program("pid$target:libc.so.6:malloc:return {}") ==
        "(clause (\"pid$target:libc.so.6:malloc:return\") (body))\n");
  CHECK(dump_program("fbt:9p`v9fs_remove:entry, profile-99, $1 {}") ==
        "(clause (\"fbt:9p`v9fs_remove:entry\" \"profile-99\" \"$1\") (body))\n");
  CHECK(dump_program("fbt::[a-c]*\\?x:entry, syscall::!x:entry {}") ==
        "(clause (\"fbt::[a-c]*\\?x:entry\" \"syscall::!x:entry\") (body))\n");
}

TEST_CASE("predicates and bodies") {
  CHECK(dump_program("syscall::openat:entry /pid != $pid/ { @[execname] = count(); }") ==
        "(clause (\"syscall::openat:entry\") (pred (!= pid $pid)) "
        "(body (= (index @ execname) (call count))))\n");
  CHECK(dump_program("BEGIN /x/2 > 1/ {}") ==
        "(clause (\"BEGIN\") (pred (> (/ x 2) 1)) (body))\n");
  CHECK(dump_program("BEGIN /a / b/ {}") == "(clause (\"BEGIN\") (pred (/ a b)) (body))\n");
  CHECK(dump_program("BEGIN /(a / b) > 0 && c[1]/\n{}") ==
        "(clause (\"BEGIN\") (pred (&& (> (/ a b) 0) (index c 1))) (body))\n");
}

TEST_CASE("statements: separators, empty statements, last ; optional") {
  CHECK(dump_program("BEGIN { a = 1; ; b = 2 }") ==
        "(clause (\"BEGIN\") (body (= a 1) (= b 2)))\n");
  CHECK(dump_program("BEGIN { ; }") == "(clause (\"BEGIN\") (body))\n");
  CHECK(dump_program("BEGIN { trace(1); exit(0); }\nEND { printf(\"%d\\n\", x); }") ==
        "(clause (\"BEGIN\") (body (call trace 1) (call exit 0)))\n"
        "(clause (\"END\") (body (call printf \"%d\\n\" x)))\n");
}

TEST_CASE("if/else statements") {
  CHECK(dump_program("BEGIN { if (x > 1) { y = 1; } else { y = 2; } z = 3; }") ==
        "(clause (\"BEGIN\") (body (if (> x 1) (then (= y 1)) (else (= y 2))) (= z 3)))\n");
  CHECK(dump_program("BEGIN { if (x) y = 1; else if (z) y = 2; }") ==
        "(clause (\"BEGIN\") (body (if x (then (= y 1)) (else (if z (then (= y 2)))))))\n");
  CHECK(dump_program("BEGIN { if (x) { trace(1) } }") ==
        "(clause (\"BEGIN\") (body (if x (then (call trace 1)))))\n");
}

TEST_CASE("pragmas become top-level items; #line renumbers") {
  ast::Program p = parse_program("#pragma D option quiet\n#pragma D option bufsize=16m\n"
                                 "#pragma ident \"x\"\n#line 20\nBEGIN {}\n");
  REQUIRE(p.items.size() == 3);
  CHECK(p.items[0].kind == ast::TopLevel::Kind::Pragma);
  CHECK(p.items[0].pragma->words == std::vector<std::string>{"D", "option", "quiet"});
  CHECK(p.items[0].pragma->loc.line == 1);
  CHECK(p.items[1].pragma->words == std::vector<std::string>{"D", "option", "bufsize=16m"});
  CHECK(p.items[2].clause->loc.line == 20);
  CHECK(dump_program("BEGIN {\n#pragma D option quiet\n}\n") ==
        "(clause (\"BEGIN\") (body))\n(pragma D option quiet)\n");
}

TEST_CASE("precedence follows C, with ^^ between && and ||") {
  CHECK(dump_expr("a + b * c") == "(+ a (* b c))");
  CHECK(dump_expr("a * b + c") == "(+ (* a b) c)");
  CHECK(dump_expr("a - b - c") == "(- (- a b) c)");
  CHECK(dump_expr("a << 1 + 2") == "(<< a (+ 1 2))");
  CHECK(dump_expr("a < b == c > d") == "(== (< a b) (> c d))");
  CHECK(dump_expr("a & b ^ c | d") == "(| (^ (& a b) c) d)");
  CHECK(dump_expr("a || b ^^ c && d") == "(|| a (^^ b (&& c d)))");
  CHECK(dump_expr("a == b & c") == "(& (== a b) c)");
  CHECK(dump_expr("a % b / c") == "(/ (% a b) c)");
}

TEST_CASE("assignment and ?: are right-associative") {
  CHECK(dump_expr("a = b = c") == "(= a (= b c))");
  CHECK(dump_expr("a += b -= 1") == "(+= a (-= b 1))");
  CHECK(dump_expr("a ? b : c ? d : e") == "(? a b (? c d e))");
  CHECK(dump_expr("x = a > b ? a : b") == "(= x (? (> a b) a b))");
  CHECK(dump_expr("a = 1, b = 2") == "(, (= a 1) (= b 2))");
  CHECK(dump_expr("a <<= 2") == "(<<= a 2)");
  CHECK(dump_expr("a |= b") == "(|= a b)");
}

TEST_CASE("unary, postfix and casts") {
  CHECK(dump_expr("-a * !b") == "(* (- a) (! b))");
  CHECK(dump_expr("~*p++") == "(~ (* (post++ p)))");
  CHECK(dump_expr("++a[1]") == "(pre++ (index a 1))");
  CHECK(dump_expr("&x->y.z") == "(& (. (-> x y) z))");
  CHECK(dump_expr("(int)x + 1") == "(+ (cast \"int\" x) 1)");
  CHECK(dump_expr("(unsigned long long)x") == "(cast \"unsigned long long\" x)");
  CHECK(dump_expr("(struct foo *)p") == "(cast \"struct foo *\" p)");
  CHECK(dump_expr("(uint64_t)arg0") == "(cast \"uint64_t\" arg0)");
  CHECK(dump_expr("(char **)p") == "(cast \"char * *\" p)");
  CHECK(dump_expr("(a)+b") == "(+ a b)");
  CHECK(dump_expr("sizeof (int)") == "(sizeof \"int\")");
  CHECK(dump_expr("sizeof x + 1") == "(+ (sizeof x) 1)");
  CHECK(dump_expr("sizeof(x)") == "(sizeof x)");
  CHECK(dump_expr("stringof arg0") == "(stringof arg0)");
  CHECK(dump_expr("offsetof(struct task_struct, pid)") ==
        "(offsetof \"struct task_struct\" pid)");
  CHECK(dump_expr("xlate <psinfo_t *>(curthread)->pr_pid") ==
        "(-> (xlate \"psinfo_t *\" curthread) pr_pid)");
}

TEST_CASE("D primaries: variables, aggregations, macros, symbols, literals") {
  CHECK(dump_expr("self->x = this->y") == "(= self->x this->y)");
  CHECK(dump_expr("self->ts[0]") == "(index self->ts 0)");
  CHECK(dump_expr("@name[pid, \"x\"] = sum(arg0)") ==
        "(= (index @name pid \"x\") (call sum arg0))");
  CHECK(dump_expr("@ = count()") == "(= @ (call count))");
  CHECK(dump_expr("a[1, \"x\"]") == "(index a 1 \"x\")");
  CHECK(dump_expr("f(a, b)") == "(call f a b)");
  CHECK(dump_expr("$1 + $$2 + $target") == "(+ (+ $1 $$2) $target)");
  CHECK(dump_expr("vmlinux`jiffies + `max_pfn") == "(+ vmlinux`jiffies `max_pfn)");
  CHECK(dump_expr("0x10 + 010 + 'a' + 5ull") == "(+ (+ (+ 16 8) 97) 5ull)");
  CHECK(dump_expr("\"a\\tb\"") == "\"a\\tb\"");
  CHECK(dump_expr("curthread->string") == "(-> curthread string)");
}

TEST_CASE("AST nodes carry kinds, scopes and lines") {
  ast::Program p = parse_program("BEGIN\n{\n  self->x = vmlinux`jiffies;\n}");
  const ast::Stmt& st = *p.items[0].clause->body[0];
  CHECK(st.loc.line == 3);
  const ast::Expr& e = *st.expr;
  CHECK(e.kind == ast::ExprKind::Assign);
  CHECK(e.args[0]->kind == ast::ExprKind::Var);
  CHECK(e.args[0]->scope == ast::VarScope::Self);
  CHECK(e.args[1]->kind == ast::ExprKind::Ident);
  CHECK(e.args[1]->module == "vmlinux");
  CHECK(e.args[1]->name == "jiffies");
  CHECK(e.args[1]->loc.line == 3);
  CHECK(e.args[1]->loc.column == 13);
}

TEST_CASE("extra type names come from the caller") {
  ParseOptions opts;
  opts.is_type_name = [](std::string_view n) { return n == "my_t"; };
  CHECK(dump_program("BEGIN { x = (my_t)y; }", opts) ==
        "(clause (\"BEGIN\") (body (= x (cast \"my_t\" y))))\n");
}

TEST_CASE("realistic scripts parse") {
  const char* script = R"(#!/usr/sbin/dtrace -s
#pragma D option quiet

/* time read(2) */
syscall::read:entry
/pid == $target && this->x == 0/  // comment after the predicate
{
	self->ts = timestamp;
}

syscall::read:return
/self->ts/
{
	@lat[execname] = quantize(timestamp - self->ts);
	@bytes = sum(arg0 > 0 ? arg0 : 0);
	self->ts = 0;
}

profile-99 /pid == $target/ { @[ustack(), stack()] = count(); }

tick-1s
{
	printa("%-16s %@d\n", @lat);
	trunc(@lat, 10);
	x = y / z;
	x = (a) / (b) / /* c */ d;
}

dtrace:::END { printf("%s %d\n", probefunc, (int)sizeof (uint64_t)); exit(0); }
)";
  ParseOptions file;
  file.from_file = true;
  ast::Program p = parse_program(script, file);
  REQUIRE(p.items.size() == 6);
  CHECK(p.items[0].kind == ast::TopLevel::Kind::Pragma);
  CHECK(p.items[1].clause->loc.line == 5);
  CHECK(dump(*p.items[1].clause->predicate) == "(&& (== pid $target) (== this->x 0))");
  CHECK(dump(*p.items[4].clause->body[3]->expr) == "(= x (/ (/ a b) d))");
}
