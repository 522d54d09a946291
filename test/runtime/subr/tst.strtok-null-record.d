/*
 * ASSERTION: recording a NULL string (strtok() past its last token) with
 * trace() or printf("%s") is an invalid address fault at 0, as in DTrace;
 * storing it in a variable is not (the variable reads as "").
 */
#pragma D option quiet

BEGIN
{
	first = strtok("x;y", ";");
	second = strtok(NULL, ";");
	none = strtok(NULL, ";");
	printf("%s %s [%s]\n", first, second, none);
}

BEGIN { trace(strtok(NULL, ";")); }
BEGIN { printf("[%s]\n", strtok(NULL, ";")); }
BEGIN { exit(0); }

ERROR { printf("fault %d at %d\n", arg4, arg5); }
