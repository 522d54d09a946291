/*
 * ASSERTION: stack(0) asks for no frames: a compile error.
 */
BEGIN { stack(0); }
