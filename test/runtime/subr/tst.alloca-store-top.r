done e
4142

