BEGIN { @l = lquantize(10, 0, 100, 5); @s = sum(1); @m = max(2); @n = min(3); @a = avg(4); }
