BEGIN / (1 / { }
