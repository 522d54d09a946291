/*
 * A key tuple longer than the tuple registers (-x tregs, 8 by default)
 * is refused when the script is compiled, as DTrace does: the script must
 * not start (it has no exit() and would otherwise run until killed).
 */
BEGIN
{
	wide[1, 2, 3, 4, 5, 6, 7, 8, 9] = 42;
}
