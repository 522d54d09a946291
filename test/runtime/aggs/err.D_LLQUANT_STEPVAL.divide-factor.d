/*
 * ASSERTION: with fewer steps than its factor, llquantize()'s steps must
 * divide the factor (4 does not divide 10).
 */
BEGIN { @ = llquantize(1, 10, 0, 3, 4); }
