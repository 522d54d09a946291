discarded 1

