/*
 * ASSERTION: llquantize() with fewer steps per magnitude than its factor is
 * refused with a clear message (D_UNSUPPORTED is this project's tag, not
 * Oracle's: Oracle accepts steps that evenly divide the factor).
 *
 * @@runtest-opts: -e
 */
BEGIN { @ = llquantize(1, 10, 0, 2, 5); }
