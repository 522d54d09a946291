receive 127.0.0.1 -> 127.0.0.2 TCP plength-agrees 1 other-null 1 lo local 1
receive 127.0.0.2 -> 127.0.0.1 TCP plength-agrees 1 other-null 1 lo local 1
send 127.0.0.1 -> 127.0.0.2 TCP plength-agrees 1 other-null 1 lo local 1
send 127.0.0.2 -> 127.0.0.1 TCP plength-agrees 1 other-null 1 lo local 1
receive ::1 -> ::1 TCP plength-agrees 1 other-null 1 lo local 1
send ::1 -> ::1 TCP plength-agrees 1 other-null 1 lo local 1

