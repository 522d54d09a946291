/*
 * ASSERTION: a provider definition that declares the same probe twice is
 * refused (DTrace's D_PROV_PRDUP), naming the probe as provider:::name.
 */

provider dup {
	probe work__start(int);
	probe work__done();
	probe work__start(int);
};

BEGIN
{
	exit(0);
}
