first: A fired, B fired
second after the first exited: A fired, B fired





attached 5 times
1

