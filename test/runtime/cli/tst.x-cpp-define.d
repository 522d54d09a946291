/*
 * ASSERTION: -x cpp runs the preprocessor as -C does, and -x define=M=V
 * and -x undef=M define and undefine macros as -D and -U do.
 *
 * @@runtest-opts: -q -x cpp -x define=ANSWER=42 -x undef=__linux
 */

BEGIN
{
#ifdef __linux
	printf("__linux still defined\n");
#endif
	printf("answer %d\n", ANSWER);
	exit(0);
}
