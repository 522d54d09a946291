/* The provider of the usdt runtime tests (design/usdt.md 7). */
provider myprov {
	probe probe1(int, char *);
	probe probe2();
	probe place(int i, int j) : (int j, int i, int i, int j);
	probe query__start(const char *, uint64_t);
	probe allargs(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t,
	    uint64_t, uint64_t, uint64_t, uint64_t, uint64_t);
};
