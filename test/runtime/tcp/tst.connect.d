/*
 * ASSERTION: the connection probes fire for the trigger's loopback
 * connections with DTrace's arguments:
 *   connect-request      the client's SYN: its IP header (args[2]) and TCP
 *                        header (args[4], flags SYN) as sent, the client
 *                        socket in SYN_SENT;
 *   connect-established  the client socket now ESTABLISHED;
 *   accept-established   the server's new socket, ESTABLISHED;
 *   accept-refused       the SYN to the closed port, as received: no
 *                        socket (args[1]->cs_addr 0), the closed port as
 *                        tcps_lport, state CLOSED;
 *   connect-refused      the client socket, still SYN_SENT.
 * Probes whose tracepoint has no packet (the *-established ones and
 * connect-refused) take addresses and ports from the socket, as an
 * inbound segment's (the one that made the change) would have them, and
 * have a null pktinfo.
 *
 * @@trigger: tcp-connect
 * @@runtest-opts: -q
 */

inline int V4 = 47301;
inline int CLOSED = 47303;

tcp:::connect-request
/args[4]->tcp_dport >= V4 && args[4]->tcp_dport <= CLOSED/
{
	client[args[4]->tcp_dport] = args[4]->tcp_sport;
}

tcp:::connect-*, tcp:::accept-*
/(this->port = args[4]->tcp_sport == client[args[4]->tcp_dport] ?
    args[4]->tcp_dport : args[4]->tcp_sport) >= V4 && this->port <= CLOSED/
{
	this->c = client[this->port];
	printf("%d %s pkt %d cs %d ipv%d %s -> %s tcp %s -> %s flags %s %s\n",
	    this->port, probename, args[0]->pkt_addr != 0, args[1]->cs_addr != 0,
	    args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
	    args[4]->tcp_sport == this->c ? "EPHEMERAL" :
	    lltostr(args[4]->tcp_sport),
	    args[4]->tcp_dport == this->c ? "EPHEMERAL" :
	    lltostr(args[4]->tcp_dport),
	    args[4]->tcp_flags == TH_SYN ? "SYN" : lltostr(args[4]->tcp_flags),
	    tcp_state_string[args[3]->tcps_state]);
	printf("%d %s local %s:%s remote %s:%s\n", this->port, probename,
	    args[3]->tcps_laddr, args[3]->tcps_lport == this->c ? "EPHEMERAL" :
	    lltostr(args[3]->tcps_lport),
	    args[3]->tcps_raddr, args[3]->tcps_rport == this->c ? "EPHEMERAL" :
	    lltostr(args[3]->tcps_rport));
}
