/*
 * ASSERTION: json() needs its selector as a string constant.
 */
BEGIN { s = "a"; trace(json("{\"a\": 1}", s)); }
