/*
 * ASSERTION: without -q a committed record prints with its own probe; a
 * clause that only commits prints no line of its own.
 */

BEGIN { s = speculation(); }
BEGIN { speculate(s); trace(42); }
BEGIN { trace("principal"); }
BEGIN { commit(s); }
BEGIN { exit(0); }
