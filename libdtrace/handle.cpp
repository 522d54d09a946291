// Handle: the one object that owns a tracing session (DESIGN.md 2.4).
