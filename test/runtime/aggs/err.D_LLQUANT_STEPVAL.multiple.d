/*
 * ASSERTION: with more steps than its factor, llquantize()'s steps must be
 * a multiple of the factor.
 */
BEGIN { @ = llquantize(1, 10, 1, 2, 15); }
