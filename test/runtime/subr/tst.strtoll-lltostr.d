/*
 * ASSERTION: strtoll() skips blanks, takes a sign, a 0x prefix in base 16,
 * and digits up to the first that is not one in the base; lltostr(n, base)
 * prints 0x in base 16, a leading 0 in base 8, and in bases other than 10
 * the 64-bit pattern of a negative n.
 */
#pragma D option quiet
BEGIN { printf("%d %d %d %d %d\n", strtoll("123"), strtoll("  -42abc"), strtoll("0x1fz", 16), strtoll("777", 8), strtoll("zz", 36)); }
BEGIN { printf("%d %d %d %d\n", strtoll("+12"), strtoll(""), strtoll("0x", 16), strtoll("\t101", 2)); }
BEGIN { printf("%s %s %s %s %s\n", lltostr(-123), lltostr(255, 16), lltostr(0, 16), lltostr(8, 8), lltostr(0, 8)); }
BEGIN { printf("%s %s %s\n", lltostr(-1, 16), lltostr(5, 2), lltostr(35, 36)); }
BEGIN { exit(0); }
