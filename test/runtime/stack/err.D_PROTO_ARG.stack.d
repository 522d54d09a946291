/*
 * ASSERTION: stack()'s frame count must be an integer.
 */
BEGIN { stack("a"); }
