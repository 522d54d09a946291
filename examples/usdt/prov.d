/*
 * The USDT provider of the README's example: each probe is declared with
 * the C types of its arguments.
 */
provider example {
	probe start(int, char *);
	probe done(int);
};
