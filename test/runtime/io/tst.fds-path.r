write|DIR/a/b/c/file|DIR/a/b/c
write|DIR/gone|DIR
write|DIR/gone (deleted)|DIR
write|/dev/null|/dev
write|pipe:[INO]|.
sendto|socket:[INO]|.
write|anon_inode:[eventfd]|.
read|/proc/PID/comm|/proc/PID
write|DIR/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx/yy|DIR/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx

