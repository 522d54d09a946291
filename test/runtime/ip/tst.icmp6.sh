#!/bin/bash
#
# ASSERTION: ip:::send and ip:::receive fire for IPv6 ICMP over loopback:
# three echo requests to ::1 of 56 data bytes and the kernel's three
# replies are each sent and received once (six sends, six receives), with
# a payload of 64 bytes (ICMPv6 header and data) in args[2]->ip_plength
# and args[5]->ipv6_plen, and traffic class 0.
#
dtrace=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat > "$tmp/ping6.py" <<'EOPY'
import socket, struct
s = socket.socket(socket.AF_INET6, socket.SOCK_RAW, socket.IPPROTO_ICMPV6)
s.settimeout(5)
for seq in range(3):
    # An echo request (type 128); the kernel computes the checksum.
    s.sendto(struct.pack("!BBHHH", 128, 0, 0, 0x4454, seq) + bytes(56), ("::1", 0))
    while s.recv(1500)[0] != 129:  # our own request comes back too
        pass
EOPY

"$dtrace" -q -c "python3 $tmp/ping6.py" -s /dev/stdin <<'EOD' | sort -n
ip:::send, ip:::receive
/args[2]->ip_saddr == "::1" && args[2]->ip_daddr == "::1" &&
    args[5]->ipv6_nexthdr == IPPROTO_ICMPV6/
{
	printf("%d %-7s args[2]: %d %d, args[5]: %d %d %d\n",
	    probename == "send" ? 1 : 2, probename,
	    args[2]->ip_ver, args[2]->ip_plength,
	    args[5]->ipv6_ver, args[5]->ipv6_tclass, args[5]->ipv6_plen);
}
EOD
