/*
 * ASSERTION: strtok() skips leading delimiters and returns the next token;
 * strtok(NULL, ...) (written 0: NULL is not defined yet) goes on in later
 * clauses of the same probe, with other delimiters; NULL at the end, for an
 * empty string and for a string of delimiters (kept in a variable, where it
 * reads as "": recording NULL itself is a fault, tst.strtok-null-record).
 */
#pragma D option quiet
#pragma D option strsize=128
BEGIN { this->str = ",,,Carrots,,Barley,Oatmeal,,,Beans,"; }
BEGIN { printf("%s\n", strtok(this->str, ",")); }
BEGIN { printf("%s\n", strtok(0, ",")); }
BEGIN { printf("%s\n", strtok(0, ",")); }
BEGIN { printf("%s\n", strtok(0, ",")); }
BEGIN { this->t = strtok(0, ","); printf("[%s]\n", this->t); }
BEGIN { x = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"; printf("%s\n", strtok(x, "abcABC")); }
BEGIN { printf("%s\n", strtok(0, "MNO")); }
BEGIN { printf("%s\n", strtok(0, "MNO")); }
BEGIN { printf("%s\n", strtok(0, "0123456789")); }
BEGIN { this->t = strtok(0, "0123456789"); printf("[%s]\n", this->t); }
BEGIN { this->a = strtok("", ""); this->b = strtok("foo", ""); printf("[%s] [%s]\n", this->a, this->b); }
BEGIN { this->a = strtok("", "foo"); this->b = strtok("foobar", "o"); printf("[%s] [%s]\n", this->a, this->b); }
BEGIN { printf("[%s] [%s]\n", strtok("oobar", "o"), strtok("foo", "bar")); }
BEGIN { exit(0); }
