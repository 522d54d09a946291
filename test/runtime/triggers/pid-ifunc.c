/*
 * pid-ifunc: calls glibc's strlen, an indirect function (its symbol is a
 * resolver that picks a CPU-specific implementation when the program is
 * loaded), 100 times on "hello", then exits.  The call goes through a
 * volatile pointer so the compiler cannot fold it.
 */
#include <string.h>

int main(void)
{
	size_t (*volatile len)(const char *) = strlen;
	volatile size_t total = 0;

	for (int i = 0; i < 100; i++)
		total += len("hello");
	return total == 500 ? 0 : 1;
}
