hello

status 0
dtrace: failed to compile script DIR/bad.d: line 6: syntax error near ";"
status 1
