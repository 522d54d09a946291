42

status 0
status 0
dtrace: D library DIR/beta.d depends on missing.d, which was not found
status 1
dtrace: circular D library dependency involving DIR/alpha.d
status 1
