/*
 * ASSERTION: trace() of a translated struct records the struct's bytes
 * (a small struct too, not its address): the translated member, then the
 * zeroed member the translator leaves out.
 */
#pragma D option quiet

struct sample { short raw; };
struct scaled { int milli; int unset; };

translator struct scaled < struct sample s > {
	milli = s.raw * 1000;
};

struct sample in;

BEGIN
{
	in.raw = 3;
	trace(xlate<struct scaled>(in));
	exit(0);
}
