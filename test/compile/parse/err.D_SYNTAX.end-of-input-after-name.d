/*
 * ASSERTION: input that ends right after an unknown name fails "near
 * end-of-input", DTrace's lexer message, not the parser's.
 *
 * @@runtest-opts: -e
 */

long*tally
