/*
 * ASSERTION: -F indents by call flow: a syscall entry prints " => func"
 * and indents what follows, its return unindents and prints " <= func";
 * the header is FUNCTION (no CPU column in test mode).
 *
 * @@trigger: open-missing
 * @@runtest-opts: -F
 */
syscall::openat:entry, syscall::openat:return /pid == $target/ {}
