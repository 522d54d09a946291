/*
 * ASSERTION: printf() conversions %d %u %x %X %s %c %% with widths, the
 * '-' and '0' flags.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("%d|%5d|%-5d|%05d|%d\n", 42, 42, 42, 42, -42);
	printf("%u|%6u\n", 7, 123);
	printf("%x|%X|%08x|%4x\n", 255, 255, 255, 10);
	printf("%s|%10s|%-10s|\n", "abc", "abc", "abc");
	printf("%c%c|%3c\n", 65, 'b', 'z');
	printf("100%%\n");
	exit(0);
}
