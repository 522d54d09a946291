/*
 * ASSERTION: strtok() skips leading delimiters and returns the next token;
 * strtok(NULL, ...) (written 0: NULL is not defined yet) goes on in later
 * clauses of the same probe, with other delimiters; NULL (printed as "")
 * at the end, for an empty string and for a string of delimiters.
 */
#pragma D option quiet
#pragma D option strsize=128
BEGIN { this->str = ",,,Carrots,,Barley,Oatmeal,,,Beans,"; }
BEGIN { printf("%s\n", strtok(this->str, ",")); }
BEGIN { printf("%s\n", strtok(0, ",")); }
BEGIN { printf("%s\n", strtok(0, ",")); }
BEGIN { printf("%s\n", strtok(0, ",")); }
BEGIN { printf("[%s]\n", strtok(0, ",")); }
BEGIN { x = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"; printf("%s\n", strtok(x, "abcABC")); }
BEGIN { printf("%s\n", strtok(0, "MNO")); }
BEGIN { printf("%s\n", strtok(0, "MNO")); }
BEGIN { printf("%s\n", strtok(0, "0123456789")); }
BEGIN { printf("[%s]\n", strtok(0, "0123456789")); }
BEGIN { printf("[%s] [%s]\n", strtok("", ""), strtok("foo", "")); }
BEGIN { printf("[%s] [%s]\n", strtok("", "foo"), strtok("foobar", "o")); }
BEGIN { printf("[%s] [%s]\n", strtok("oobar", "o"), strtok("foo", "bar")); }
BEGIN { exit(0); }
