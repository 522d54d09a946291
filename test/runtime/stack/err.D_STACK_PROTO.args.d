/*
 * ASSERTION: stack() takes at most one argument.
 */
BEGIN { stack(1, 2); }
