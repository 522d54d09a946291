/*
 * ASSERTION: a pid provider whose digits are no valid process id (0, or
 * more than a pid can hold) is D_PROC_BADPID, not a description that
 * matches nothing.
 */
pid0:::entry
{
}
