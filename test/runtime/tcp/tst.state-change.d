/*
 * ASSERTION: tcp:::state-change fires on every state change of the
 * trigger's loopback connections, IPv4 and IPv6, with the new state in
 * args[3]->tcps_state, the previous one in args[5]->tcps_state and the
 * socket's addresses and ports (host byte order) in args[3].  The IPv4
 * clients bind to 127.0.0.2 first, which picks their port; the IPv6
 * client's port is chosen after CLOSED -> SYN_SENT, so that change shows
 * it as 0.  Every later port must be the one the client's SYN carries
 * (connect-request).  Linux hands a closing connection to a separate timewait socket, so
 * the client goes from FIN_WAIT_2 to CLOSED, not TIME_WAIT.
 *
 * The lines of each socket are in the order its changes happened; the
 * filter sorts by connection and socket, because the two ends of a
 * loopback connection change state in an order that depends on timing.
 *
 * @@trigger: tcp-connect
 * @@runtest-opts: -q
 */

inline int V4 = 47301;
inline int V6 = 47302;
inline int CLOSED = 47303;

tcp:::connect-request
/args[4]->tcp_dport >= V4 && args[4]->tcp_dport <= CLOSED/
{
	client[args[4]->tcp_dport] = args[4]->tcp_sport;
}

tcp:::state-change
/args[3]->tcps_rport >= V4 && args[3]->tcps_rport <= CLOSED &&
 args[3]->tcps_lport != 0 && client[args[3]->tcps_rport] == 0/
{
	client[args[3]->tcps_rport] = args[3]->tcps_lport;
}

tcp:::state-change
/args[3]->tcps_lport >= V4 && args[3]->tcps_lport <= CLOSED &&
 args[3]->tcps_rport == 0/
{
	printf("%d listener %s:%d %s:%d %s -> %s\n", args[3]->tcps_lport,
	    args[3]->tcps_laddr, args[3]->tcps_lport,
	    args[3]->tcps_raddr, args[3]->tcps_rport,
	    tcp_state_string[args[5]->tcps_state],
	    tcp_state_string[args[3]->tcps_state]);
}

tcp:::state-change
/args[3]->tcps_lport >= V4 && args[3]->tcps_lport <= CLOSED &&
 args[3]->tcps_rport != 0/
{
	printf("%d server %s:%d %s:%s %s -> %s\n", args[3]->tcps_lport,
	    args[3]->tcps_laddr, args[3]->tcps_lport, args[3]->tcps_raddr,
	    args[3]->tcps_rport == client[args[3]->tcps_lport] ?
	    "EPHEMERAL" : "BAD",
	    tcp_state_string[args[5]->tcps_state],
	    tcp_state_string[args[3]->tcps_state]);
}

tcp:::state-change
/args[3]->tcps_rport >= V4 && args[3]->tcps_rport <= CLOSED/
{
	printf("%d client %s:%s %s:%d %s -> %s\n", args[3]->tcps_rport,
	    args[3]->tcps_laddr, args[3]->tcps_lport == 0 ? "0" :
	    args[3]->tcps_lport == client[args[3]->tcps_rport] ?
	    "EPHEMERAL" : "BAD",
	    args[3]->tcps_raddr, args[3]->tcps_rport,
	    tcp_state_string[args[5]->tcps_state],
	    tcp_state_string[args[3]->tcps_state]);
}
