/*
 * ASSERTION: extern declarations describe kernel objects with any C
 * declarator: arrays without a dimension, functions with or without
 * parameters, variable-length parameter lists, pointers to functions.
 * register is the one storage class a parameter may take.
 *
 * @@runtest-opts: -e
 */

extern int table[];
extern char names[][16];
extern int nothing(void);
extern long count(int, char *);
extern int nameless();
extern int logf(const char *, ...);
extern int (*handler)(int);
extern int *(**handlers)(void);
extern int fast(register int);

BEGIN
{
	exit(0);
}
