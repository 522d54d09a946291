/*
 * ASSERTION: system() runs its formatted command from the consumer, in
 * order with the output around it; `#pragma D option destructive` allows
 * it (and, being quiet, prints no notice).
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	printf("before\n");
	system("echo hello %d %s", 42, "world");
	printf("after\n");
	exit(0);
}
