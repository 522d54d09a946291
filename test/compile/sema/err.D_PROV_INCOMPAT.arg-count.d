/*
 * ASSERTION: a probe declared again with another number of arguments is a
 * prototype mismatch.
 */

provider again {
	probe one(int);
};

provider again {
	probe one(int, int);
};
