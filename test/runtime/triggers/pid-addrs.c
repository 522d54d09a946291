/*
 * pid-addrs: a dynamically linked program that passes known code addresses
 * as arguments, for usym()/ufunc()/uaddr()/umod() tests.  main calls
 * take(inner, (char *)outer + i, malloc) for i = 0..N-1 (default 3).
 */
#include <stdlib.h>

__attribute__((noinline)) long inner(long a)
{
	__asm__ volatile("" ::: "memory");
	return a + 1;
}

__attribute__((noinline)) long outer(long a)
{
	__asm__ volatile("" ::: "memory");
	return inner(a) * 2;
}

__attribute__((noinline)) void take(void *a, void *b, void *c)
{
	__asm__ volatile("" : : "r"(a), "r"(b), "r"(c) : "memory");
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;

	for (int i = 0; i < n; i++)
		take((void *)inner, (char *)outer + i, (void *)malloc);
	return outer(n) == 0;
}
