int (*fp)(int, char *, ...); int arr[2][3];
