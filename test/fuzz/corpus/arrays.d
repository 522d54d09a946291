int a[10]; BEGIN { a[1] = 2; @x[1, "a", 2] = sum(3); x["k"] = 1; }
