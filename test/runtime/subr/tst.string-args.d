/*
 * ASSERTION: a subroutine's string argument may be a char array, a char
 * pointer or a void pointer: each is read as the string at its address.
 * In BEGIN the current thread is dtrace itself, so its comm is "dtrace".
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen(curthread->comm));
	printf("%s\n", strjoin((char *)curthread->comm, "!"));
	printf("%s\n", substr((void *)curthread->comm, 1, 3));
	printf("%s\n", strtok(curthread->comm, "a"));
	printf("%s\n", strtok(NULL, (void *)&curthread->comm[5]));
	printf("%d\n", index((char *)curthread->comm, "ace"));
	exit(0);
}
