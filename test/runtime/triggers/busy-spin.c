/*
 * busy-spin: a dynamically linked program that spends its time in one
 * function, spin(), computing (no calls, no system calls), for profile
 * tests of ufunc()/umod() on the sampled user pc.
 */
#include <stdlib.h>

__attribute__((noinline)) unsigned long spin(unsigned long n)
{
	unsigned long x = 1;

	for (unsigned long i = 0; i < n; i++) {
		x = x * 6364136223846793005UL + 1442695040888963407UL;
		__asm__ volatile("" : "+r"(x));
	}
	return x;
}

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 300000000UL;

	return spin(n) == 42;
}
