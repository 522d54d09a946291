/*
 * ASSERTION: llquantize()'s high magnitude cannot be below its low one.
 * (The message text is ours: Oracle's was not available to check.)
 */
BEGIN { @ = llquantize(1, 10, 3, 2, 10); }
