/*
 * ASSERTION: under #pragma D option pspec, `long*tally` at the top level
 * is a probe description, which a file must follow with a predicate or
 * actions.
 *
 * @@runtest-opts: -e
 */

#pragma D option pspec

long*tally
