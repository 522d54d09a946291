/*
 * ASSERTION: many strtok() calls fit in one clause: the verifier accepts
 * the program (each token scan keeps few of its branches pending).
 */
#pragma D option quiet

BEGIN
{
	s = "alpha,beta;gamma delta,epsilon;zeta eta,theta";
	d = ",; ";
	printf("%s\n", strtok(s, d));
	printf("%s\n", strtok(NULL, d));
	printf("%s\n", strtok(NULL, d));
	printf("%s\n", strtok(NULL, d));
	printf("%s\n", strtok(NULL, d));
	printf("%s\n", strtok(NULL, d));
	printf("%s\n", strtok(NULL, d));
	printf("%s\n", strtok(NULL, d));
	printf("%s\n", strtok(NULL, d) == NULL ? "end" : "more");
	exit(0);
}
