/*
 * -x oformat=json: a probe firing is one JSON object on one line, its
 * actions' output in order: integers as numbers (signed or not as their
 * type), strings escaped as JSON wants, printf() as the text it formats.
 * exit(3) sets the status the closing summary reports.
 *
 * @@runtest-opts: -x oformat=json
 * @@status: 3
 */

BEGIN
{
	trace(42);
	trace(-1);
	trace((char)-3);
	trace((unsigned short)65535);
	trace("tab\there \"q\" \\ end");
	printf("%s=%d\n", "x", 7);
	exit(3);
}
