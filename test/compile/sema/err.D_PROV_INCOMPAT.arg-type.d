/*
 * ASSERTION: a probe declared again must keep its prototype: another
 * argument type is a mismatch naming the argument and both types.
 */

provider again {
	probe one(int, char *);
};

provider again {
	probe one(int, long);
};
