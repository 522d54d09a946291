/*
 * ASSERTION: integer arithmetic follows C at every width: signed and
 * unsigned division and modulo, shifts, conversions, comparisons of mixed
 * signedness, logical operators with short-circuit.  The script exits 0
 * only when every check holds; the printed line names the first failure.
 */
#pragma D option quiet

BEGIN
{
	a = -7; b = 2; u = 7u; big = 0xffffffffffffffffULL;
	err = 0;
	err = err ? err : (a / b != -3) ? 1 : 0;
	err = err ? err : (a % b != -1) ? 2 : 0;
	err = err ? err : (-a / b != 3) ? 3 : 0;
	err = err ? err : (u / 2 != 3) ? 4 : 0;
	err = err ? err : ((char)300 != 44) ? 5 : 0;
	err = err ? err : ((unsigned char)-1 != 255) ? 6 : 0;
	err = err ? err : ((short)-1 != -1) ? 7 : 0;
	err = err ? err : (big >> 63 != 1) ? 8 : 0;
	err = err ? err : ((-8 >> 1) != -4) ? 9 : 0;
	err = err ? err : (1LL << 40 != 1099511627776) ? 10 : 0;
	err = err ? err : ((1 ^^ 1) != 0 || (1 ^^ 0) != 1) ? 11 : 0;
	err = err ? err : (0 && (1 / a)) ? 12 : 0;
	err = err ? err : !(2 > 1 && -1 < 0) ? 13 : 0;
	err = err ? err : (~0 != -1) ? 14 : 0;
	err = err ? err : ((5 & 3) != 1 || (5 | 3) != 7 || (5 ^ 3) != 6) ? 15 : 0;
	err = err ? err : (a * b != -14) ? 16 : 0;
	err = err ? err : (big + 1 != 0) ? 17 : 0;
	printf("%d\n", err);
	exit(err);
}
