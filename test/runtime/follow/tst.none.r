0 target

