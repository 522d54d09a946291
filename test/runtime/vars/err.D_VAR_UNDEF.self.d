/*
 * ASSERTION: reading a self-> variable that is never declared or assigned
 * is a compile error.
 */
BEGIN { trace(self->nosuch); }
