struct foo { int a; char b[4]; struct foo *next; };
BEGIN { trace(sizeof (struct foo)); }
