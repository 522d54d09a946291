#pragma D depends_on module kernel
#pragma D attributes Evolving/Evolving/Common provider foo provider
#pragma ident "x"
#line 10 "foo.d"
BEGIN { }
