/*
 * systemtap-style SDT probes at the edges of what dtrace decodes:
 * sdtwide:twelve passes twelve immediates (STAP_PROBE12 does the same; D
 * reads the first ten), and sdtwide:guarded is guarded by a semaphore that
 * is an ordinary zero-initialised global, so it lives in .bss rather than
 * in a .probes section.  argv[1] iterations, 10 ms apart; the number of
 * iterations that saw the semaphore raised goes to argv[2].
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

__asm__(".ifndef _.stapsdt.base\n"
	".pushsection .stapsdt.base,\"aG\",\"progbits\",.stapsdt.base,comdat\n"
	".weak _.stapsdt.base\n.hidden _.stapsdt.base\n"
	"_.stapsdt.base: .space 1\n.size _.stapsdt.base, 1\n"
	".popsection\n.endif\n");

/* One probe site: a NOP and its note (name, semaphore symbol, argspec). */
#define WIDE_SITE(name, sem, spec) \
	__asm__ __volatile__("990: nop\n" \
	    ".pushsection .note.stapsdt,\"?\",\"note\"\n" \
	    ".balign 4\n.4byte 992f-991f, 994f-993f, 3\n" \
	    "991: .asciz \"stapsdt\"\n992: .balign 4\n" \
	    "993: .8byte 990b\n.8byte _.stapsdt.base\n.8byte " sem "\n" \
	    ".asciz \"sdtwide\"\n.asciz \"" name "\"\n.asciz \"" spec "\"\n" \
	    "994: .balign 4\n.popsection\n")

unsigned short wide_guard_semaphore;

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1, seen = 0;

	for (int i = 0; i < n; i++) {
		WIDE_SITE("twelve", "0",
		    "-4@$1 -4@$2 -4@$3 -4@$4 -4@$5 -4@$6 -4@$7 -4@$8 -4@$9 -4@$10 -4@$11 -4@$12");
		if (wide_guard_semaphore) {
			seen++;
			WIDE_SITE("guarded", "wide_guard_semaphore", "-4@$-7");
		}
		usleep(10000);
	}
	if (argc > 2) {
		FILE *f = fopen(argv[2], "w");
		if (f) {
			fprintf(f, "%d\n", seen);
			fclose(f);
		}
	}
	return 0;
}
