/*
 * ASSERTION: the pointer an xlate<T *> yields is translated data, not an
 * address: it cannot be cast to an integer.
 *
 * @@runtest-opts: -e
 */

struct req { int id; };
struct view { int ident; };

translator struct view < struct req *r > {
	ident = r->id;
};

struct req *rp;

BEGIN
{
	trace((unsigned long)xlate<struct view *>(rp));
}
