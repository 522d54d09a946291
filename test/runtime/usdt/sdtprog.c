/*
 * A program with systemtap-style SDT probes, written the way <sys/sdt.h>
 * writes them (that header is not installed here): a NOP at the probe
 * site and a .note.stapsdt descriptor with its address, the
 * .stapsdt.base anchor, a semaphore in .probes and an argument spec that
 * the assembler fills in from the operands (byte, word, long and quad
 * registers, a memory operand and an immediate).  sdtdemo:bad has a spec
 * dtrace cannot decode.  argv[1] iterations, 10 ms apart; then the number
 * of iterations that saw the semaphore raised, and the first and last,
 * go to argv[2].
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

__asm__(".ifndef _.stapsdt.base\n"
	".pushsection .stapsdt.base,\"aG\",\"progbits\",.stapsdt.base,comdat\n"
	".weak _.stapsdt.base\n.hidden _.stapsdt.base\n"
	"_.stapsdt.base: .space 1\n.size _.stapsdt.base, 1\n"
	".popsection\n.endif\n");

#define SDT_NOTE(prov, name, sem, spec, ...) \
	__asm__ __volatile__("990: nop\n" \
	    ".pushsection .note.stapsdt,\"?\",\"note\"\n" \
	    ".balign 4\n.4byte 992f-991f, 994f-993f, 3\n" \
	    "991: .asciz \"stapsdt\"\n992: .balign 4\n" \
	    "993: .8byte 990b\n.8byte _.stapsdt.base\n.8byte " sem "\n" \
	    ".asciz \"" prov "\"\n.asciz \"" name "\"\n.asciz \"" spec "\"\n" \
	    "994: .balign 4\n.popsection\n" :: __VA_ARGS__)

volatile unsigned short sdtdemo_ping_semaphore __attribute__((section(".probes")));

int main(int argc, char **argv) {
	int n = argc > 1 ? atoi(argv[1]) : 1, first = -1, last = -1, guard = 0;
	signed char c = -5;
	short s = -300;
	int i = -70000;
	long l = -5000000000L;
	unsigned char uc = 200;
	volatile int mem = -1234;

	for (int k = 0; k < n; k++) {
		if (sdtdemo_ping_semaphore) {
			guard++;
			if (first < 0)
				first = k;
			last = k;
		}
		SDT_NOTE("sdtdemo", "ping", "sdtdemo_ping_semaphore",
		    "-1@%0 -2@%1 -4@%2 -8@%3 1@%4 -4@%5 8@%6",
		    "q"(c), "r"(s), "r"(i), "r"(l), "q"(uc), "m"(mem), "n"(42));
		SDT_NOTE("sdtdemo", "plain__probe", "0", "4@%0", "r"(k));
		SDT_NOTE("sdtdemo", "bad", "0", "8@%%bogus");
		usleep(10000);
	}
	FILE *f = fopen(argc > 2 ? argv[2] : "/dev/null", "w");
	fprintf(f, "guard %d first %d last %d\n", guard, first, last);
	fclose(f);
	return 0;
}
