signal-send 10 1
signal-handle 10 1
signal-discard 12

