before
hello 42 world
after

