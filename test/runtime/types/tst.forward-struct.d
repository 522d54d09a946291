/*
 * ASSERTION: `struct tag;` alone declares the tag forward; the struct can
 * be used behind a pointer and defined later.
 *
 * @@runtest-opts: -q
 */

struct node;
struct node *head;

struct node {
	int value;
	struct node *next;
};

BEGIN
{
	printf("%d %d\n", sizeof (struct node), head == NULL);
	exit(0);
}
