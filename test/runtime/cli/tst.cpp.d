/*
 * ASSERTION: -C runs the script through cpp: #define, #ifdef on DTrace's
 * predefined macros, -D from the command line, and #include; line markers
 * cpp leaves in a clause (after a long comment) are accepted.
 *
 * @@runtest-opts: -q -C -DVAL=42
 */

#include "cpp-include.h"

#define GREETING "hello"
#ifdef __SUNW_D
#define OS 1
#endif

BEGIN
{
	/*
	 *
	 *
	 *
	 *
	 *
	 *
	 *
	 *
	 *
	 */
	printf("%s %d %d %d\n", GREETING, OS, VAL, FROM_HEADER);
	exit(0);
}
