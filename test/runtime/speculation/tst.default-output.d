/*
 * ASSERTION: without -q a committed record prints with its own probe; a
 * clause that only commits prints no line of its own, nor does one that
 * only assigns (DTrace's default action is for an empty clause).
 */

BEGIN { s = speculation(); }
BEGIN { speculate(s); trace(42); }
BEGIN { trace("principal"); }
BEGIN { commit(s); }
BEGIN { exit(0); }
