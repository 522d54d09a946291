/*
 * ASSERTION: the built-in variables hold what DTrace defines at BEGIN,
 * which fires in dtrace itself: its pid, uid, gid and name; a thread id;
 * a CPU; monotonic and wall-clock nanoseconds (the latter after 2023); the
 * probe's own names and id.  The script exits 0 when every check holds and
 * prints the number of the first that fails.
 */
#pragma D option quiet

BEGIN
{
	t0 = timestamp;
	err = pid != $pid ? 1 : 0;
	err = err ? err : uid != $uid ? 2 : 0;
	err = err ? err : gid != $gid ? 3 : 0;
	err = err ? err : tid <= 0 ? 4 : 0;
	err = err ? err : cpu < 0 ? 5 : 0;
	err = err ? err : execname != "dtrace" ? 6 : 0;
	err = err ? err : t0 <= 0 || timestamp != t0 ? 7 : 0;
	err = err ? err : walltimestamp < 1700000000000000000 ? 8 : 0;
	err = err ? err : probeprov != "dtrace" || probename != "BEGIN" ? 9 : 0;
	err = err ? err : probemod != "" || probefunc != "" ? 10 : 0;
	err = err ? err : id != 1 ? 11 : 0;
	err = err ? err : ppid != $ppid ? 12 : 0;
	err = err ? err : errno != 0 ? 13 : 0;
	printf("%d\n", err);
	exit(err);
}
