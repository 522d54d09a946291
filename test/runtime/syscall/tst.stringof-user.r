[/nonexistent/dtrace-test] [/nonexistent/dtrace-test]

