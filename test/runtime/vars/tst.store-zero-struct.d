/*
 * Storing 0 into a struct-valued associative array element or thread-local
 * frees it, as for any other dynamic variable: it reads as zeroes after.
 */
#pragma D option quiet

struct pair { int first; int second; };
this struct pair tmp;
self struct pair mine;

BEGIN
{
	this->tmp.first = 7;
	this->tmp.second = 9;
	byname["kept"] = this->tmp;
	byname["freed"] = this->tmp;
	self->mine = this->tmp;
	byname["freed"] = 0;
	self->mine = 0;
	printf("kept %d/%d, freed %d/%d, self %d/%d\n", byname["kept"].first,
	    byname["kept"].second, byname["freed"].first, byname["freed"].second,
	    self->mine.first, self->mine.second);
	exit(0);
}
