192.168.1.23
127.0.0.1
255.255.255.255
0.0.0.0
fe80::214:4fff:fe0b:76c8
1080::808:c:417a
::1
::
127.0.0.1
127.0.0.1
::fffe:7f00:1
ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff
1::2:0:0:3:4
1:0:0:2::4
2001:db8:0:0:1::
2001:db8:0:0:1::
fault 3

-- @@stderr --
dtrace: error in dt_clause_4 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NN
