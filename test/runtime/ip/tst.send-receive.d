/*
 * ASSERTION: ip:::send and ip:::receive fire for the packets of the
 * trigger's loopback TCP connections, IPv4 (127.0.0.2 <-> 127.0.0.1) and
 * IPv6 (::1), with the IP header in args[2] (ipinfo_t) and in args[4]
 * (ipv4info_t) or args[5] (ipv6info_t), the other of these two from a
 * NULL header, and the loopback device in args[3] (ifinfo_t, delivered
 * locally).  How many packets a
 * connection takes depends on timing (delayed acknowledgements): each
 * kind is printed once, in key order.
 *
 * @@trigger: tcp-connect
 * @@runtest-opts: -q
 */

#pragma D option aggsortkey

ip:::send, ip:::receive
/args[2]->ip_ver == 4 && (args[2]->ip_saddr == "127.0.0.2" ||
    args[2]->ip_daddr == "127.0.0.2")/
{
	@v4[probename, args[4]->ipv4_saddr, args[4]->ipv4_daddr,
	    args[4]->ipv4_protostr,
	    args[4]->ipv4_length - args[4]->ipv4_ihl == args[2]->ip_plength,
	    args[5]->ipv6_hdr == 0, args[3]->if_name, args[3]->if_local] = count();
}

ip:::send, ip:::receive
/args[2]->ip_ver == 6 && args[5]->ipv6_nexthdr == IPPROTO_TCP &&
    args[2]->ip_saddr == "::1"/
{
	@v6[probename, args[5]->ipv6_saddr, args[5]->ipv6_daddr,
	    args[5]->ipv6_nextstr, args[5]->ipv6_plen == args[2]->ip_plength,
	    args[4]->ipv4_hdr == 0, args[3]->if_name, args[3]->if_local] = count();
}

END
{
	printa("%s %s -> %s %s plength-agrees %d other-null %d %s local %d\n", @v4);
	printa("%s %s -> %s %s plength-agrees %d other-null %d %s local %d\n", @v6);
}
