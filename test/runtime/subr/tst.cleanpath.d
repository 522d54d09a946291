/*
 * ASSERTION: cleanpath() drops empty and "." components and trailing
 * slashes, and resolves ".." (at the root it stays there; at the start of
 * a relative path it is kept): the cases of Oracle's tst.cleanpath.
 */
#pragma D option quiet

int i, end;
string path[int];

BEGIN
{
	path[i++] = "/foo/bar/baz";
	path[i++] = "/foo/bar///baz/";
	path[i++] = "/foo/bar/baz/";
	path[i++] = "/foo/bar/baz//";
	path[i++] = "/foo/bar/baz/.";
	path[i++] = "/foo/bar/baz/./";
	path[i++] = "/foo/bar/../../baz/.//";
	path[i++] = "foo/bar/./././././baz/";
	path[i++] = "/foo/bar/baz/../../../../../../";
	path[i++] = "/../../../../../../";
	path[i++] = "/./";
	path[i++] = "/foo/bar/baz/../../bop/bang/../../bar/baz/";
	path[i++] = "./";
	path[i++] = "//";
	path[i++] = "/.";
	path[i++] = "/./";
	path[i++] = "/./.";
	path[i++] = "/.//";
	path[i++] = ".";
	path[i++] = "/////";
	path[i++] = "";
	path[i++] = "a/.";
	path[i++] = "a/./.";
	path[i++] = "./a";
	path[i++] = "././a";
	path[i++] = "..";
	path[i++] = "../..";
	path[i++] = "../../..";
	path[i++] = "../../../..";
	path[i++] = "a/..";
	path[i++] = "abc";
	path[i++] = "a/";
	path[i++] = "ab/";
	path[i++] = "/abc";
	path[i++] = "z/a/../b";
	path[i++] = "/z/a/../b";
	path[i++] = "z/a/b/../../././c///d/e";
	path[i++] = "/z/a/b/../../././c///d/e";
	path[i++] = "/a/../b";
	path[i++] = "/a/..";
	path[i++] = "/a/../..";
	path[i++] = "/a/b/../../././c///d/e";
	path[i++] = "a/../b";
	path[i++] = "a/../..";
	path[i++] = "a/b/../../././c///d/e";
	end = i;
	i = 0;
}

tick-1ms
/i < end/
{
	printf("cleanpath(\"%s\") = \"%s\"\n", path[i], cleanpath(path[i]));
	i++;
}

tick-1ms
/i == end/
{
	exit(0);
}
