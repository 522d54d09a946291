drops reported per CPU 0
