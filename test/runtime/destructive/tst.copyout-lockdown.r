ok
ok
