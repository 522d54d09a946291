/*
 * The D library: names every D program can use.
 */

inline int NULL = 0;
