/*
 * ASSERTION: a script with nothing but comments and pragmas is an empty
 * translation unit.
 *
 * @@runtest-opts: -e
 */

#pragma D option quiet
