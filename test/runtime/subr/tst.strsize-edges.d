/*
 * ASSERTION: with strsize=8 the string subroutines work on strings of
 * exactly strsize characters (their NUL lies past the buffer), on longer
 * ones (cut at strsize first) and on memory with no NUL at all (read as a
 * string of strsize characters), and on empty strings.
 */
#pragma D option quiet
#pragma D option strsize=8

/* exactly strsize, longer, and not terminated */
BEGIN
{
	s8 = "abcdefgh";
	s12 = "abcdefghijkl";
	this->m = (char *)alloca(16);
	this->m[0] = 'A'; this->m[1] = 'B'; this->m[2] = 'C'; this->m[3] = 'D';
	this->m[4] = 'E'; this->m[5] = 'F'; this->m[6] = 'G'; this->m[7] = 'H';
	this->m[8] = 'I'; this->m[9] = 'J'; this->m[10] = 'K'; this->m[11] = 'L';
	this->m[12] = 'M'; this->m[13] = 'N'; this->m[14] = 'O'; this->m[15] = 'P';
	nt = stringof(this->m);
	printf("%d %d %d %d [%s]\n", strlen(s8), strlen(s12), strlen(nt), strlen(""), nt);
	printf("[%s] [%s] [%s]\n", strjoin(s8, "x"), strjoin("abcd", "efghij"), strjoin(nt, ""));
	printf("[%s] [%s] [%s] [%s]\n", substr(s8, 7), substr(s8, -1), substr(s8, 8),
	    substr(s12, 6));
}

BEGIN
{
	printf("%d %d %d %d\n", index(s8, "h"), rindex(s8, "a"), index(s12, "i"),
	    rindex(nt, "H"));
	printf("[%s] [%s] [%s]\n", strchr(s8, 'h'), strrchr(nt, 'G'), strstr(s8, "gh"));
	printf("[%s] [%s] [%s]\n", toupper(s8), tolower(nt), toupper(s12));
}

BEGIN
{
	printf("[%s] [%s] [%s]\n", basename("/a/bcdefgh"), dirname("/a/bcdefgh"),
	    cleanpath("/a/./b/./c"));
	printf("%d %d\n", strtoll("123456789012"), strtoll(nt, 16));
	printf("[%s] [%s]\n", strtok(s8, "d"), strtok(NULL, "d"));
}

/* empty strings */
BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", strjoin("", ""), substr("", 0), toupper(""),
	    tolower(""));
	printf("[%s] [%s] [%s] %d\n", basename(""), dirname(""), cleanpath(""), strtoll(""));
	printf("%d %d [%s]\n", index("", "a"), rindex("", "a"), strstr("", ""));
	exit(0);
}
