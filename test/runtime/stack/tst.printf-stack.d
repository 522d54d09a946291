/*
 * ASSERTION: printf("%k", stack(n)) records the kernel stack where the
 * probe fired and prints it as DTrace does: a newline, then at most n
 * frames, one a line.  Each frame goes through the conversion's %s: "%k"
 * prints it flush left, "%-20k" indents it by the width and pads it to
 * the width, "%60k" right-aligns it in 60 columns.
 *
 * @@trigger: getppid-loop
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	printf("one:%k", stack(1));
	printf("two:%k", stack(2));
	printf("left:%-20k", stack(1));
	printf("right:%60k", stack(1));
	printf("end\n");
	exit(0);
}
