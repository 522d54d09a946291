/* The provider of usdt_dof_loop (built with dtrace -h and -G). */
provider bench {
	probe tick(long);
};
