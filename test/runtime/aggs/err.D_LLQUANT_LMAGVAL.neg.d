/*
 * ASSERTION: llquantize()'s low magnitude cannot be negative.
 */
BEGIN { @ = llquantize(1, 10, -1, 2, 10); }
