/bin/true 1

