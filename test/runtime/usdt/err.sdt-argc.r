good: linked
-- @@stderr --
dtrace: failed to process many.o: probe cnt:two is fired with 3 arguments but declared with 2
dtrace: failed to process few.o: probe cnt:two is fired with 1 argument but declared with 2
