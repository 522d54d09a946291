/*
 * The D library: the TCP model of DTrace's tcp provider (see
 * providers/tcp.cpp).  tcpsinfo_t describes a connection, translated from
 * the kernel's struct tcp_sock; tcplsinfo_t the state a state-change left;
 * tcpinfo_t a TCP header.  Besides args[], the translators read the tcp
 * probes' hidden arguments: arg6, the state the probe reports (the socket
 * still holds the old one while inet_sock_set_state runs), and arg7, the
 * direction of the probe's packet (NET_PROBE_*, net.d), which says which
 * end of a header is the local one.
 */

inline int TH_FIN = 0x01;
inline int TH_SYN = 0x02;
inline int TH_RST = 0x04;
inline int TH_PSH = 0x08;
inline int TH_ACK = 0x10;
inline int TH_URG = 0x20;
inline int TH_ECE = 0x40;
inline int TH_CWR = 0x80;

/* DTrace's TCP states on Linux are the kernel's (net/tcp_states.h). */
inline int TCP_STATE_IDLE = 0;
inline int TCP_STATE_ESTABLISHED = 1;
inline int TCP_STATE_SYN_SENT = 2;
inline int TCP_STATE_SYN_RECEIVED = 3;
inline int TCP_STATE_FIN_WAIT_1 = 4;
inline int TCP_STATE_FIN_WAIT_2 = 5;
inline int TCP_STATE_TIME_WAIT = 6;
inline int TCP_STATE_CLOSED = 7;
inline int TCP_STATE_CLOSE_WAIT = 8;
inline int TCP_STATE_LAST_ACK = 9;
inline int TCP_STATE_LISTEN = 10;
inline int TCP_STATE_CLOSING = 11;

inline string tcp_state_string[int state] =
	state == TCP_STATE_CLOSED ? "state-closed" :
	state == TCP_STATE_IDLE ? "state-idle" :
	state == TCP_STATE_LISTEN ? "state-listen" :
	state == TCP_STATE_SYN_SENT ? "state-syn-sent" :
	state == TCP_STATE_SYN_RECEIVED ? "state-syn-received" :
	state == TCP_STATE_ESTABLISHED ? "state-established" :
	state == TCP_STATE_CLOSE_WAIT ? "state-close-wait" :
	state == TCP_STATE_FIN_WAIT_1 ? "state-fin-wait-1" :
	state == TCP_STATE_CLOSING ? "state-closing" :
	state == TCP_STATE_LAST_ACK ? "state-last-ack" :
	state == TCP_STATE_FIN_WAIT_2 ? "state-fin-wait-2" :
	state == TCP_STATE_TIME_WAIT ? "state-time-wait" :
	"<unknown>";

typedef struct tcpinfo {
	uint16_t tcp_sport;		/* source port */
	uint16_t tcp_dport;		/* destination port */
	uint32_t tcp_seq;		/* sequence number */
	uint32_t tcp_ack;		/* acknowledgment number */
	uint8_t tcp_offset;		/* data offset, in bytes */
	uint8_t tcp_flags;		/* TH_* flags */
	uint16_t tcp_window;		/* window size */
	uint16_t tcp_checksum;		/* checksum */
	uint16_t tcp_urgent;		/* urgent data pointer */
	uintptr_t tcp_hdr;		/* the raw header */
} tcpinfo_t;

typedef struct tcpsinfo {
	uintptr_t tcps_addr;		/* the struct tcp_sock */
	int tcps_local;			/* both ends have one address */
	uint16_t tcps_lport;		/* local port */
	uint16_t tcps_rport;		/* remote port */
	string tcps_laddr;		/* local address */
	string tcps_raddr;		/* remote address */
	int tcps_state;			/* TCP_STATE_* */
	uint32_t tcps_iss;		/* initial sequence number sent */
	uint32_t tcps_suna;		/* oldest unacknowledged sequence number */
	uint32_t tcps_snxt;		/* next sequence number to send */
	uint32_t tcps_rnxt;		/* next sequence number expected */
	uint32_t tcps_swnd;		/* send window */
	int32_t tcps_snd_ws;		/* send window scale */
	uint32_t tcps_rwnd;		/* receive window */
	int32_t tcps_rcv_ws;		/* receive window scale */
	uint32_t tcps_cwnd;		/* congestion window */
	uint32_t tcps_cwnd_ssthresh;	/* slow start threshold */
	uint32_t tcps_sack_snxt;	/* next sequence number SACK resends */
	uint32_t tcps_rto;		/* retransmission timeout (jiffies) */
	uint32_t tcps_mss;		/* maximum segment size */
	int tcps_retransmit;		/* a retransmission (not known: 0) */
	uint32_t tcps_rtt;		/* smoothed round-trip time, ms */
	uint32_t tcps_rtt_sd;		/* its mean deviation, ms */
	uint32_t tcps_irs;		/* initial sequence number received */
} tcpsinfo_t;

typedef struct tcplsinfo {
	int tcps_state;			/* the previous TCP_STATE_* */
} tcplsinfo_t;

/*
 * A header, or (NULL: the probe has no packet) the ports of the socket in
 * arg3, the local one as the source of an outbound segment; the other
 * fields are then 0.
 */
translator tcpinfo_t < struct tcphdr *T > {
	tcp_sport = T != NULL ? ntohs(T->source) :
	    arg3 == NULL ? 0 : arg7 == NET_PROBE_INBOUND ?
	    ntohs(((struct sock *)arg3)->__sk_common.skc_dport) :
	    ntohs(((struct inet_sock *)arg3)->inet_sport);
	tcp_dport = T != NULL ? ntohs(T->dest) :
	    arg3 == NULL ? 0 : arg7 == NET_PROBE_INBOUND ?
	    ntohs(((struct inet_sock *)arg3)->inet_sport) :
	    ntohs(((struct sock *)arg3)->__sk_common.skc_dport);
	tcp_seq = T != NULL ? ntohl(T->seq) : 0;
	tcp_ack = T != NULL ? ntohl(T->ack_seq) : 0;
	tcp_offset = T != NULL ? (*((uint8_t *)T + 12) & 0xf0) >> 2 : 0;
	tcp_flags = T != NULL ? *((uint8_t *)T + 13) : 0;
	tcp_window = T != NULL ? ntohs(T->window) : 0;
	tcp_checksum = T != NULL ? ntohs(T->check) : 0;
	tcp_urgent = T != NULL ? ntohs(T->urg_ptr) : 0;
	tcp_hdr = (uintptr_t)T;
};

/*
 * The local port is inet_sport, which stays set when the socket gives its
 * port back on closing (skc_num, the bound port, is then 0).  With no
 * socket (accept-refused to a closed port) ports and addresses come from
 * the headers in arg4 and arg2.  Sequence numbers: the SYN each side sent
 * counts one, and bytes_acked / bytes_received count from it.
 */
translator tcpsinfo_t < struct tcp_sock *T > {
	tcps_addr = (uintptr_t)T;
	tcps_local = T == NULL ? 0 :
	    ((struct sock *)T)->__sk_common.skc_family == AF_INET ?
	    ((struct sock *)T)->__sk_common.skc_rcv_saddr ==
	    ((struct sock *)T)->__sk_common.skc_daddr :
	    ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_rcv_saddr)[0] ==
	    ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_daddr)[0] &&
	    ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_rcv_saddr)[1] ==
	    ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_daddr)[1];
	tcps_lport = T != NULL ? (((struct inet_sock *)T)->inet_sport != 0 ?
	    ntohs(((struct inet_sock *)T)->inet_sport) :
	    ((struct sock *)T)->__sk_common.skc_num) :
	    arg4 == NULL ? 0 : arg7 == NET_PROBE_INBOUND ?
	    ntohs(((struct tcphdr *)arg4)->dest) :
	    ntohs(((struct tcphdr *)arg4)->source);
	tcps_rport = T != NULL ? ntohs(((struct sock *)T)->__sk_common.skc_dport) :
	    arg4 == NULL ? 0 : arg7 == NET_PROBE_INBOUND ?
	    ntohs(((struct tcphdr *)arg4)->source) :
	    ntohs(((struct tcphdr *)arg4)->dest);
	tcps_laddr = T != NULL ?
	    (((struct sock *)T)->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&((struct sock *)T)->__sk_common.skc_rcv_saddr) :
	    inet_ntoa6(&((struct sock *)T)->__sk_common.skc_v6_rcv_saddr)) :
	    arg2 == NULL ? "<unknown>" : *(uint8_t *)arg2 >> 4 == 4 ?
	    inet_ntoa(arg7 == NET_PROBE_INBOUND ?
	    &((struct iphdr *)arg2)->daddr : &((struct iphdr *)arg2)->saddr) :
	    inet_ntoa6(arg7 == NET_PROBE_INBOUND ?
	    &((struct ipv6hdr *)arg2)->daddr : &((struct ipv6hdr *)arg2)->saddr);
	tcps_raddr = T != NULL ?
	    (((struct sock *)T)->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&((struct sock *)T)->__sk_common.skc_daddr) :
	    inet_ntoa6(&((struct sock *)T)->__sk_common.skc_v6_daddr)) :
	    arg2 == NULL ? "<unknown>" : *(uint8_t *)arg2 >> 4 == 4 ?
	    inet_ntoa(arg7 == NET_PROBE_INBOUND ?
	    &((struct iphdr *)arg2)->saddr : &((struct iphdr *)arg2)->daddr) :
	    inet_ntoa6(arg7 == NET_PROBE_INBOUND ?
	    &((struct ipv6hdr *)arg2)->saddr : &((struct ipv6hdr *)arg2)->daddr);
	tcps_state = arg6;
	tcps_iss = T != NULL ? T->snd_una - (uint32_t)T->bytes_acked : 0;
	tcps_suna = T != NULL ? T->snd_una : 0;
	tcps_snxt = T != NULL ? T->snd_nxt : 0;
	tcps_rnxt = T != NULL ? T->rcv_nxt : 0;
	tcps_swnd = T != NULL ? T->snd_wnd : 0;
	tcps_snd_ws = T != NULL ? T->rx_opt.snd_wscale : 0;
	tcps_rwnd = T != NULL ? T->rcv_wnd : 0;
	tcps_rcv_ws = T != NULL ? T->rx_opt.rcv_wscale : 0;
	tcps_cwnd = T != NULL ? T->snd_cwnd : 0;
	tcps_cwnd_ssthresh = T != NULL ? T->snd_ssthresh : 0;
	tcps_sack_snxt = T == NULL ? 0 : T->sacked_out == 0 ? T->snd_una :
	    T->highest_sack == NULL ? T->snd_nxt :
	    ((struct tcp_skb_cb *)&T->highest_sack->cb[0])->seq;
	tcps_rto = T != NULL ? T->inet_conn.icsk_rto : 0;
	tcps_mss = T != NULL ? T->mss_cache : 0;
	tcps_retransmit = 0;
	tcps_rtt = T != NULL ? (T->srtt_us >> 3) / 1000 : 0;
	tcps_rtt_sd = T != NULL ? (T->mdev_us >> 2) / 1000 : 0;
	tcps_irs = T != NULL && T->rcv_nxt != 0 ?
	    T->rcv_nxt - (uint32_t)T->bytes_received - 1 : 0;
};

translator tcplsinfo_t < int I > {
	tcps_state = I;
};
