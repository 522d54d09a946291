pid-funcs:inner:entry 1 10 100
pid-funcs:inner:return 0 111
pid-funcs:outer:return 0 111
pid-funcs:inner:entry 2 20 200
pid-funcs:inner:return 0 222
pid-funcs:outer:return 0 222

