kept 7/9, freed 0/0, self 0/0

