/*
 * ASSERTION: basename() and dirname() follow basename(1) and dirname(1):
 * trailing slashes do not count, "" gives ".", slashes alone give "/".
 * (Paths from DTrace's own test.)
 */
#pragma D option quiet

BEGIN
{
	dir[0] = "/foo/bar/baz";
	dir[1] = "/foo/bar///baz/";
	dir[2] = "/foo/bar/baz/";
	dir[3] = "/foo/bar/baz//";
	dir[4] = "/foo/bar/baz/.";
	dir[5] = "/foo/bar/baz/./";
	dir[6] = "/foo/bar/baz/.//";
	dir[7] = "foo/bar/baz/";
	dir[8] = "/";
	dir[9] = "./";
	dir[10] = "//";
	dir[11] = "/.";
	dir[12] = "/./";
	dir[13] = "/./.";
	dir[14] = "/.//";
	dir[15] = ".";
	dir[16] = "f";
	dir[17] = "f/";
	dir[18] = "/////";
	dir[19] = "";
	end = 20;
	i = 0;
}

tick-1ms
/i < end/
{
	printf("\"%s\" \"%s\" \"%s\"\n", dir[i], basename(dir[i]), dirname(dir[i]));
	i = i + 1;
}

tick-1ms
/i == end/
{
	exit(0);
}
