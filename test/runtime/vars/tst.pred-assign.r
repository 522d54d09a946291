limit 12
half 6
who pred
later 4
n 1

