47301 connect-request pkt 1 cs 1 ipv4 127.0.0.2 -> 127.0.0.1 tcp EPHEMERAL -> 47301 flags SYN state-syn-sent
47301 connect-request local 127.0.0.2:EPHEMERAL remote 127.0.0.1:47301
47301 connect-established pkt 0 cs 1 ipv4 127.0.0.1 -> 127.0.0.2 tcp 47301 -> EPHEMERAL flags 0 state-established
47301 connect-established local 127.0.0.2:EPHEMERAL remote 127.0.0.1:47301
47301 accept-established pkt 0 cs 1 ipv4 127.0.0.2 -> 127.0.0.1 tcp EPHEMERAL -> 47301 flags 0 state-established
47301 accept-established local 127.0.0.1:47301 remote 127.0.0.2:EPHEMERAL
47302 connect-request pkt 1 cs 1 ipv6 ::1 -> ::1 tcp EPHEMERAL -> 47302 flags SYN state-syn-sent
47302 connect-request local ::1:EPHEMERAL remote ::1:47302
47302 connect-established pkt 0 cs 1 ipv6 ::1 -> ::1 tcp 47302 -> EPHEMERAL flags 0 state-established
47302 connect-established local ::1:EPHEMERAL remote ::1:47302
47302 accept-established pkt 0 cs 1 ipv6 ::1 -> ::1 tcp EPHEMERAL -> 47302 flags 0 state-established
47302 accept-established local ::1:47302 remote ::1:EPHEMERAL
47303 connect-request pkt 1 cs 1 ipv4 127.0.0.2 -> 127.0.0.1 tcp EPHEMERAL -> 47303 flags SYN state-syn-sent
47303 connect-request local 127.0.0.2:EPHEMERAL remote 127.0.0.1:47303
47303 accept-refused pkt 1 cs 0 ipv4 127.0.0.2 -> 127.0.0.1 tcp EPHEMERAL -> 47303 flags SYN state-closed
47303 accept-refused local 127.0.0.1:47303 remote 127.0.0.2:EPHEMERAL
47303 connect-refused pkt 0 cs 1 ipv4 127.0.0.1 -> 127.0.0.2 tcp 47303 -> EPHEMERAL flags 0 state-syn-sent
47303 connect-refused local 127.0.0.2:EPHEMERAL remote 127.0.0.1:47303
