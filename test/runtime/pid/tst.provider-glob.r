1 pid-funcs:outer:entry
1 pid-funcs:outer:entry

