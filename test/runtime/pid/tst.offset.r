pid-funcs:outer:entry
pid-funcs:outer:4
pid-funcs:outer:entry
pid-funcs:outer:4
pid-funcs:outer:entry
pid-funcs:outer:4

