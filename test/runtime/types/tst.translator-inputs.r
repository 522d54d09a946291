5 a
42 b
42 a

