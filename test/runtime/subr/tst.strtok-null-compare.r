first: one
second: two
no third

