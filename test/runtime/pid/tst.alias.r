malloc 3

