a: [1]
c: []
empty: []

