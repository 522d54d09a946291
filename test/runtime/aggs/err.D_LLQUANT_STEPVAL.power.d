/*
 * ASSERTION: with more steps than its factor and a low magnitude above 0,
 * llquantize()'s steps must divide factor^(lmag + 1) (40 does not divide
 * 10^2).
 */
BEGIN { @ = llquantize(1, 10, 1, 3, 40); }
