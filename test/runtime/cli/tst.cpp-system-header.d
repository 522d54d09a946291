/*
 * ASSERTION: -C can include a C library header: its macros and typedefs
 * are usable, and the static inline functions glibc defines in it (byte
 * swapping in <endian.h>) are passed over, D having no functions.
 *
 * @@runtest-opts: -q -C
 */

#include <endian.h>

typedef struct pair {
	__uint32_t lo;
	__uint16_t hi;
	signed short int s;
} pair_t;

BEGIN
{
#if __BYTE_ORDER == __LITTLE_ENDIAN
	printf("little-endian\n");
#endif
	printf("%d %d\n", sizeof (pair_t), sizeof (__uint64_t));
	exit(0);
}
