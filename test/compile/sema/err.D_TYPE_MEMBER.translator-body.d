/*
 * ASSERTION: a program's translator bodies are checked where they are
 * defined: a member the input lacks is reported on its own line.
 *
 * @@runtest-opts: -e
 */

struct src { int a; };
struct dst { int b; };

translator struct dst < struct src *p >
{
	b = p->missing;
};

BEGIN
{
	exit(0);
}
