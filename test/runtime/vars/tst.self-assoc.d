/*
 * ASSERTION: self->a[key] is an associative array of the current thread:
 * its elements, ++ and --, and its key signature apart from a global
 * array of the same name.
 *
 * @@runtest-opts: -q
 */

self uint64_t hits[string];

BEGIN
{
	counts[3, "x"] = 100;
	self->counts[3, "x"] = 7;
	self->counts[3, "x"]++;
	self->hits["begin"] = 2;
	--self->hits["begin"];
	printf("%d %d %d %d\n", counts[3, "x"], self->counts[3, "x"],
	    self->hits["begin"], self->hits["other"]);
	self->counts[3, "x"] = 0;
	printf("%d\n", self->counts[3, "x"]);
	exit(0);
}
