/*
 * ASSERTION: -C predefines DTrace's macros: __linux, __unix, __SVR4,
 * __SUNW_D (1), __SUNW_D_VERSION (the D version, 2.0.0), __SUNW_D_64 for
 * the 64-bit data model, __<sysname>; and takes __GNUC__ away.
 *
 * @@runtest-opts: -q -C
 */

BEGIN
{
#if defined(__linux) && defined(__unix) && defined(__SVR4) && defined(__Linux)
	printf("system macros\n");
#endif
	printf("__SUNW_D=%d __SUNW_D_VERSION=%x\n", __SUNW_D, __SUNW_D_VERSION);
#ifdef __SUNW_D_64
	printf("64-bit\n");
#endif
#ifndef __GNUC__
	printf("no __GNUC__\n");
#endif
	exit(0);
}
