/*
 * A freed struct element gives its space back: with room for two
 * elements, a third fits once one of the first two is set to 0.
 */
#pragma D option quiet
#pragma D option dynvarsize=64

struct pair { int first; int second; };
this struct pair tmp;

BEGIN
{
	this->tmp.first = 1;
	slot[1] = this->tmp;
	this->tmp.first = 2;
	slot[2] = this->tmp;
	slot[1] = 0;
	this->tmp.first = 3;
	slot[3] = this->tmp;
	printf("%d %d %d\n", slot[1].first, slot[2].first, slot[3].first);
	exit(0);
}
