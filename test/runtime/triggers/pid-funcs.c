/*
 * pid-funcs: a dynamically linked program with known functions for the pid
 * provider and ustack() tests.  main calls outer(i) for i = 1..N (default
 * 2); outer calls inner(i, 10 * i, 100 * i), which returns the sum of its
 * arguments; each round also calls malloc and free.  Built with frame
 * pointers and without inlining so the call chain main -> outer -> inner
 * shows in user stacks.
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) long inner(long a, long b, long c)
{
	__asm__ volatile("" ::: "memory");
	return a + b + c;
}

__attribute__((noinline)) long outer(long i)
{
	long r = inner(i, 10 * i, 100 * i);

	__asm__ volatile("" ::: "memory");
	return r;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2;
	long sum = 0;

	for (int i = 1; i <= n; i++) {
		void *volatile p = malloc(64 * i);

		sum += outer(i);
		free(p);
	}
	return sum == 0;
}
