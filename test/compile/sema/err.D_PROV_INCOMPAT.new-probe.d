/*
 * ASSERTION: declaring a provider again is allowed, but it is the same
 * provider: a probe the first definition did not declare is an interface
 * mismatch.
 */

provider again {
	probe one(int);
};

provider again {
	probe one(int);
	probe two();
};
