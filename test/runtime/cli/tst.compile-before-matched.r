status 1
status 1
                   FUNCTION:NAME
                          :BEGIN 
                            :END           1

status 0
-- @@stderr --
dtrace: invalid probe specifier BEGIN { x = 1 + "a"; }: operands have incompatible types: "int" + "string"
dtrace: invalid probe specifier BEGIN { trace(json("{}", "a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q")); }: json( ) selector has more than 16 elements
dtrace: description 'BEGIN ' matched 1 probe
dtrace: description 'END ' matched 1 probe
