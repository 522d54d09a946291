/*
 * ASSERTION: an inline may not take the name of a D action.
 *
 * @@runtest-opts: -e
 */

inline int printa = 1;
