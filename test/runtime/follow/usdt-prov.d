/* The provider of tst.usdt.sh. */
provider followprov {
	probe step(int depth, int enabled);
};
