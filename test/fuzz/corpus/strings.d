BEGIN { trace("hello\tworld\n\\\"q\""); trace("\x41\101"); }
