union u { int i; long l; }; BEGIN { trace(offsetof(union u, l)); }
