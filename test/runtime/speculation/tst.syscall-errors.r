openat /nonexistent/dtrace-test
openat /nonexistent/dtrace-test
openat /nonexistent/dtrace-test

