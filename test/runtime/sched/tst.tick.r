ticks seen, mismatches 0

