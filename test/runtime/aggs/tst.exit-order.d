/*
 * ASSERTION: at exit the aggregations not printed yet print in the order
 * of their ids (their first appearance in the program), one after the
 * other, whatever order the clauses updated them in; a printed one is
 * not printed again.
 */
#pragma D option quiet

BEGIN
{
	@third = count();
	@second[1] = sum(5);
	@first["x"] = max(3);
	@printed = count();
	printa(@printed);
	exit(0);
}

BEGIN
/0/
{
	@first["y"] = max(1);
	@second[2] = sum(1);
	@third = count();
}
