/*
 * ASSERTION: strchr()/strrchr() return the string from the first/last
 * occurrence of a character on, strstr() from the first occurrence of a
 * substring on; NULL (printed as "") when there is none.
 */
#pragma D option quiet

BEGIN
{
	str = "fooeyfooeyfoo";
	printf("[%s][%s][%s][%s]\n", strchr(str, 'f'), strrchr(str, 'f'), strchr(str, 'y'),
	    strrchr(str, 'y'));
	printf("[%s][%s][%s][%s]\n", strchr(str, 'a'), strrchr("", 'a'), strstr(str, "eyf"),
	    strstr(str, "xx"));
	printf("[%s][%s][%s][%s]\n", strstr(str, ""), strstr("", ""),
	    strrchr(strchr(str, 'y'), 'y'), strstr("ab", "abc"));
	exit(0);
}
