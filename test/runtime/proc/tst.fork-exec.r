create 1
exec /nonexistent/dtrace-trigger
exec-failure -2
exec /bin/true
exec-success true
exit true 1

