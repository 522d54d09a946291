/*
 * ASSERTION: pid probes of a process that does not exist are D_PROC_GRAB
 * ("failed to grab process N"), not a description that matches nothing.
 * 2147483647 is above the largest pid_max Linux allows (4194304).
 */
pid2147483647::malloc:entry
{
}
