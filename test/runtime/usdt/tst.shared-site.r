
pid main OFF 42
usdt main probe1 42 hello
status 0
