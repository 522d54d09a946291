[abcdef] [123456] [6]
[abcdef] [abcd]
[cdef] [ABCDEF]
[123456]

