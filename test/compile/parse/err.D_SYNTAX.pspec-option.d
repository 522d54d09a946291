/*
 * ASSERTION: with -x pspec, `long*tally` at the top level is a probe
 * description rather than a declaration, so a file must follow it with a
 * predicate or actions.
 *
 * @@runtest-opts: -e -x pspec
 */

long*tally
