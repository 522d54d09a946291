/*
 * ASSERTION: many string comparisons on one probe still load (each is a
 * bounded loop, not unrolled code).
 */
#pragma D option quiet

int n;

BEGIN { s = "hello"; }
BEGIN
{
	n += s == "x1";
	n += s == "x2";
	n += s == "x3";
	n += s == "x4";
	n += s == "x5";
	n += s == "x6";
	n += s == "x7";
	n += s == "x8";
	n += s == "x9";
	n += s == "x10";
	n += s == "x11";
	n += s == "x12";
	n += s == "x13";
	n += s == "x14";
	n += s == "x15";
	n += s == "x16";
	n += s == "x17";
	n += s == "x18";
	n += s == "x19";
	n += s == "x20";
	n += s == "x21";
	n += s == "x22";
	n += s == "x23";
	n += s == "x24";
	n += s == "x25";
	n += s == "x26";
	n += s == "x27";
	n += s == "x28";
	n += s == "x29";
	n += s == "x30";
	n += s == "x31";
	n += s == "x32";
	n += s == "x33";
	n += s == "x34";
	n += s == "x35";
	n += s == "x36";
	n += s == "x37";
	n += s == "x38";
	n += s == "x39";
	n += s == "x40";
	printf("%d %d\n", n, s == "hello");
	exit(0);
}
