.io-fds-test fs 1 offset 0 wronly 1
<none> <none> <none>

