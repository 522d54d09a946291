strlen 100
returned 5: 100

