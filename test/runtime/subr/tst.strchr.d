/*
 * ASSERTION: strchr()/strrchr() return the string from the first/last
 * occurrence of a character on, strstr() from the first occurrence of a
 * substring on; NULL when there is none (kept in a variable, where it reads as "":
 * recording NULL itself is a fault).
 */
#pragma D option quiet

BEGIN
{
	str = "fooeyfooeyfoo";
	printf("[%s][%s][%s][%s]\n", strchr(str, 'f'), strrchr(str, 'f'), strchr(str, 'y'),
	    strrchr(str, 'y'));
	this->a = strchr(str, 'a');
	this->b = strrchr("", 'a');
	this->d = strstr(str, "xx");
	printf("[%s][%s][%s][%s] %d\n", this->a, this->b, strstr(str, "eyf"), this->d,
	    strchr(str, 'a') == NULL && strstr(str, "xx") == NULL);
	this->e = strstr("ab", "abc");
	printf("[%s][%s][%s][%s]\n", strstr(str, ""), strstr("", ""),
	    strrchr(strchr(str, 'y'), 'y'), this->e);
	exit(0);
}
