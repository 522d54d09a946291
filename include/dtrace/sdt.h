/*
 * <dtrace/sdt.h>: USDT probe macros for programs built with Ardent's
 * `dtrace -G`, for code that does not use a `dtrace -h` header.
 *
 *   #include <dtrace/sdt.h>
 *   DTRACE_PROBE2(myprov, query__start, id, name);
 *   DTRACE_PROBE(myprov, query__start, id, name);    (the same)
 *
 * Each macro calls __dtrace_PROVIDER___PROBE, the symbol `dtrace -G`
 * rewrites into a probe site; the provider and its probes must be declared
 * in the .d file given to -G (a `-` in a D probe name is `__` here).
 * Arguments are passed as unsigned long (integers and pointers), up to
 * twelve (DTRACE_PROBE12); the seventh and later go on the stack.  The
 * header lives in include/dtrace/ so that it never clashes with
 * systemtap's <sys/sdt.h>.
 */
#ifndef _DTRACE_SDT_H
#define _DTRACE_SDT_H

#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
/* The assembler name is exact in C and C++ alike (no C++ mangling). */
#define __DTRACE_SDT_DECL(p, n, params) \
	extern void __dtrace_##p##___##n params __asm__("__dtrace_" #p "___" #n)
#else
#define __DTRACE_SDT_DECL(p, n, params) extern void __dtrace_##p##___##n params
#endif

#define __DTRACE_SDT_ARG(a) ((unsigned long)(uintptr_t)(a))

/*
 * Each site also records "provider:probe:count" in a section the final
 * link drops (SHF_EXCLUDE), so that `dtrace -G` can refuse a probe fired
 * with another number of arguments than its .d declaration gives it.
 */
#if defined(__GNUC__) || defined(__clang__)
#define __DTRACE_SDT_ARGC(p, n, k) \
	__asm__(".pushsection .dtrace_sdt_argc,\"e\",@progbits\n" \
	    ".asciz \"" #p ":" #n ":" #k "\"\n.popsection")
#else
#define __DTRACE_SDT_ARGC(p, n, k)
#endif

/*
 * DTRACE_PROBE(p, n, args...) takes zero to twelve arguments and stands
 * for DTRACE_PROBE0..12, as in other DTrace ports' <sys/sdt.h>: the
 * arguments, counted with p and n, pick which one.  Compilers without
 * variadic macros (strict C89, C++98) get DTRACE_PROBE(p, n) only.
 */
#if (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L) || \
    (defined(__cplusplus) && __cplusplus >= 201103L) || \
    (defined(__GNUC__) && !defined(__STRICT_ANSI__))
#define DTRACE_PROBE(...) \
	__DTRACE_SDT_PICK(__VA_ARGS__, DTRACE_PROBE12, DTRACE_PROBE11, DTRACE_PROBE10, \
	    DTRACE_PROBE9, DTRACE_PROBE8, DTRACE_PROBE7, DTRACE_PROBE6, DTRACE_PROBE5, \
	    DTRACE_PROBE4, DTRACE_PROBE3, DTRACE_PROBE2, DTRACE_PROBE1, DTRACE_PROBE0, \
	    __DTRACE_SDT_NONE)(__VA_ARGS__)
#define __DTRACE_SDT_PICK(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, \
	    _14, m, ...) m
#else
#define DTRACE_PROBE(p, n) DTRACE_PROBE0(p, n)
#endif

#define DTRACE_PROBE0(p, n) do { \
	__DTRACE_SDT_DECL(p, n, (void)); \
	__DTRACE_SDT_ARGC(p, n, 0); \
	__dtrace_##p##___##n(); \
} while (0)

#define DTRACE_PROBE1(p, n, a1) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 1); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1)); \
} while (0)

#define DTRACE_PROBE2(p, n, a1, a2) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 2); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2)); \
} while (0)

#define DTRACE_PROBE3(p, n, a1, a2, a3) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 3); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), \
	    __DTRACE_SDT_ARG(a3)); \
} while (0)

#define DTRACE_PROBE4(p, n, a1, a2, a3, a4) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long, \
	    unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 4); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), \
	    __DTRACE_SDT_ARG(a3), __DTRACE_SDT_ARG(a4)); \
} while (0)

#define DTRACE_PROBE5(p, n, a1, a2, a3, a4, a5) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 5); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), \
	    __DTRACE_SDT_ARG(a3), __DTRACE_SDT_ARG(a4), __DTRACE_SDT_ARG(a5)); \
} while (0)

#define DTRACE_PROBE6(p, n, a1, a2, a3, a4, a5, a6) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long, unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 6); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), \
	    __DTRACE_SDT_ARG(a3), __DTRACE_SDT_ARG(a4), __DTRACE_SDT_ARG(a5), \
	    __DTRACE_SDT_ARG(a6)); \
} while (0)

#define DTRACE_PROBE7(p, n, a1, a2, a3, a4, a5, a6, a7) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long, unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 7); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), __DTRACE_SDT_ARG(a3), \
	    __DTRACE_SDT_ARG(a4), __DTRACE_SDT_ARG(a5), __DTRACE_SDT_ARG(a6), \
	    __DTRACE_SDT_ARG(a7)); \
} while (0)

#define DTRACE_PROBE8(p, n, a1, a2, a3, a4, a5, a6, a7, a8) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long, unsigned long, unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 8); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), __DTRACE_SDT_ARG(a3), \
	    __DTRACE_SDT_ARG(a4), __DTRACE_SDT_ARG(a5), __DTRACE_SDT_ARG(a6), \
	    __DTRACE_SDT_ARG(a7), __DTRACE_SDT_ARG(a8)); \
} while (0)

#define DTRACE_PROBE9(p, n, a1, a2, a3, a4, a5, a6, a7, a8, a9) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 9); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), __DTRACE_SDT_ARG(a3), \
	    __DTRACE_SDT_ARG(a4), __DTRACE_SDT_ARG(a5), __DTRACE_SDT_ARG(a6), \
	    __DTRACE_SDT_ARG(a7), __DTRACE_SDT_ARG(a8), __DTRACE_SDT_ARG(a9)); \
} while (0)

#define DTRACE_PROBE10(p, n, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 10); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), __DTRACE_SDT_ARG(a3), \
	    __DTRACE_SDT_ARG(a4), __DTRACE_SDT_ARG(a5), __DTRACE_SDT_ARG(a6), \
	    __DTRACE_SDT_ARG(a7), __DTRACE_SDT_ARG(a8), __DTRACE_SDT_ARG(a9), \
	    __DTRACE_SDT_ARG(a10)); \
} while (0)

#define DTRACE_PROBE11(p, n, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long, unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 11); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), __DTRACE_SDT_ARG(a3), \
	    __DTRACE_SDT_ARG(a4), __DTRACE_SDT_ARG(a5), __DTRACE_SDT_ARG(a6), \
	    __DTRACE_SDT_ARG(a7), __DTRACE_SDT_ARG(a8), __DTRACE_SDT_ARG(a9), \
	    __DTRACE_SDT_ARG(a10), __DTRACE_SDT_ARG(a11)); \
} while (0)

#define DTRACE_PROBE12(p, n, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) do { \
	__DTRACE_SDT_DECL(p, n, (unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long, unsigned long, unsigned long, \
	    unsigned long, unsigned long, unsigned long, unsigned long)); \
	__DTRACE_SDT_ARGC(p, n, 12); \
	__dtrace_##p##___##n(__DTRACE_SDT_ARG(a1), __DTRACE_SDT_ARG(a2), __DTRACE_SDT_ARG(a3), \
	    __DTRACE_SDT_ARG(a4), __DTRACE_SDT_ARG(a5), __DTRACE_SDT_ARG(a6), \
	    __DTRACE_SDT_ARG(a7), __DTRACE_SDT_ARG(a8), __DTRACE_SDT_ARG(a9), \
	    __DTRACE_SDT_ARG(a10), __DTRACE_SDT_ARG(a11), \
	    __DTRACE_SDT_ARG(a12)); \
} while (0)

#endif /* _DTRACE_SDT_H */
