/*
 * ASSERTION: stack()'s frame count must be an integer constant; a string
 * is no size at all.
 */
BEGIN { stack("a"); }
