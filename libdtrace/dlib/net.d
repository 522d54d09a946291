/*
 * Network names of the D library: the address families and link types
 * that inet_ntop() and link_ntop() take, and the address type of
 * inet_ntoa() (an IPv4 address: 32 bits in network byte order).  IPv6
 * addresses are the kernel's struct in6_addr: a D `struct in6_addr`
 * declaration here would hide its BTF definition.
 */

inline int AF_INET = 2;
inline int AF_INET6 = 10;

inline int ARPHRD_ETHER = 1;
inline int ARPHRD_INFINIBAND = 32;

typedef uint32_t ipaddr_t;

/*
 * The IP model of DTrace's network providers (tcp): pktinfo_t names a
 * packet, csinfo_t the connection (socket) it belongs to, ipinfo_t its IP
 * header.  The providers pass a packet's IP header as a void_ip_t (IPv4
 * or IPv6, told apart by the version in its first byte).
 */
inline int IPPROTO_IP = 0;
inline int IPPROTO_ICMP = 1;
inline int IPPROTO_TCP = 6;
inline int IPPROTO_UDP = 17;
inline int IPPROTO_IPV6 = 41;
inline int IPPROTO_ICMPV6 = 58;
inline int IPPROTO_SCTP = 132;
inline int IPPROTO_RAW = 255;

/*
 * What the packet of a tcp probe was (its hidden argument arg7): sent,
 * received, or none (state-change).
 */
inline int NET_PROBE_OUTBOUND = 0;
inline int NET_PROBE_INBOUND = 1;
inline int NET_PROBE_STATE = 2;

typedef uintptr_t void_ip_t;
/* An IP header a tcp probe passes, or NULL when it has no packet. */
typedef void *__dtrace_tcp_void_ip_t;

typedef struct pktinfo {
	uintptr_t pkt_addr;	/* the struct sk_buff */
} pktinfo_t;

typedef struct csinfo {
	uintptr_t cs_addr;	/* the struct sock */
	uint64_t cs_cid;	/* connection id: not kept by Linux (0) */
} csinfo_t;

typedef struct ipinfo {
	uint8_t ip_ver;		/* 4 or 6 */
	uint32_t ip_plength;	/* payload length */
	string ip_saddr;	/* source address */
	string ip_daddr;	/* destination address */
} ipinfo_t;

translator pktinfo_t < struct sk_buff *S > {
	pkt_addr = (uintptr_t)S;
};

translator csinfo_t < struct sock *S > {
	cs_addr = (uintptr_t)S;
	cs_cid = 0;
};

/*
 * The IP header when the probe has a packet (always, for the ip probes);
 * otherwise (a tcp probe passing NULL) the addresses of the socket in arg3, the local one as the source of an
 * outbound packet and as the destination of an inbound one.  Without a
 * header the payload length is not known: 0.
 */
translator ipinfo_t < __dtrace_tcp_void_ip_t *I > {
	ip_ver = I != NULL ? *(uint8_t *)I >> 4 :
	    arg3 == NULL ? 0 :
	    ((struct sock *)arg3)->__sk_common.skc_family == AF_INET ? 4 :
	    ((struct sock *)arg3)->__sk_common.skc_family == AF_INET6 ? 6 : 0;
	ip_plength = I == NULL ? 0 :
	    *(uint8_t *)I >> 4 == 4 ? ntohs(((struct iphdr *)I)->tot_len) -
	    ((*(uint8_t *)I & 0xf) << 2) :
	    *(uint8_t *)I >> 4 == 6 ? ntohs(((struct ipv6hdr *)I)->payload_len) : 0;
	ip_saddr = I != NULL ? (*(uint8_t *)I >> 4 == 4 ?
	    inet_ntoa(&((struct iphdr *)I)->saddr) : *(uint8_t *)I >> 4 == 6 ?
	    inet_ntoa6(&((struct ipv6hdr *)I)->saddr) : "<unknown>") :
	    arg3 == NULL ? "<unknown>" :
	    ((struct sock *)arg3)->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(arg7 == NET_PROBE_INBOUND ?
	    &((struct sock *)arg3)->__sk_common.skc_daddr :
	    &((struct sock *)arg3)->__sk_common.skc_rcv_saddr) :
	    ((struct sock *)arg3)->__sk_common.skc_family == AF_INET6 ?
	    inet_ntoa6(arg7 == NET_PROBE_INBOUND ?
	    &((struct sock *)arg3)->__sk_common.skc_v6_daddr :
	    &((struct sock *)arg3)->__sk_common.skc_v6_rcv_saddr) : "<unknown>";
	ip_daddr = I != NULL ? (*(uint8_t *)I >> 4 == 4 ?
	    inet_ntoa(&((struct iphdr *)I)->daddr) : *(uint8_t *)I >> 4 == 6 ?
	    inet_ntoa6(&((struct ipv6hdr *)I)->daddr) : "<unknown>") :
	    arg3 == NULL ? "<unknown>" :
	    ((struct sock *)arg3)->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(arg7 == NET_PROBE_INBOUND ?
	    &((struct sock *)arg3)->__sk_common.skc_rcv_saddr :
	    &((struct sock *)arg3)->__sk_common.skc_daddr) :
	    ((struct sock *)arg3)->__sk_common.skc_family == AF_INET6 ?
	    inet_ntoa6(arg7 == NET_PROBE_INBOUND ?
	    &((struct sock *)arg3)->__sk_common.skc_v6_rcv_saddr :
	    &((struct sock *)arg3)->__sk_common.skc_v6_daddr) : "<unknown>";
};

/*
 * The ip provider's arguments (providers/ip.cpp): the IP header as
 * ipinfo_t (the translator above: the ip probes always have a header),
 * and as ipv4info_t or ipv6info_t (NULL for the other version), and the
 * network device as ifinfo_t.
 */

/* The network namespace a device belongs to (Solaris's IP stack id). */
typedef uint64_t netstackid_t;

typedef struct ifinfo {
	string if_name;		/* device name */
	int8_t if_local;	/* the loopback device: delivered locally */
	netstackid_t if_ipstack;	/* its struct net */
	uintptr_t if_addr;	/* the struct net_device */
} ifinfo_t;

inline int IFF_LOOPBACK = 0x8;

translator ifinfo_t < struct net_device *N > {
	if_name = N != NULL ? stringof(N->name) : "<unknown>";
	if_local = N == NULL || (N->flags & IFF_LOOPBACK) != 0;
	if_ipstack = N != NULL ? (uint64_t)N->nd_net.net : 0;
	if_addr = (uintptr_t)N;
};

inline string ip_proto_string[int p] =
	p == IPPROTO_TCP ? "TCP" :
	p == IPPROTO_UDP ? "UDP" :
	p == IPPROTO_IP ? "IP" :
	p == IPPROTO_ICMP ? "ICMP" :
	p == IPPROTO_IPV6 ? "IPv6" :
	p == IPPROTO_ICMPV6 ? "ICMPv6" :
	p == IPPROTO_SCTP ? "SCTP" :
	p == IPPROTO_RAW ? "RAW" :
	lltostr(p);

typedef struct ipv4info {
	uint8_t ipv4_ver;	/* 4 */
	uint8_t ipv4_ihl;	/* header length, bytes */
	uint8_t ipv4_tos;	/* type of service */
	uint16_t ipv4_length;	/* total length */
	uint16_t ipv4_ident;	/* identification */
	uint8_t ipv4_flags;	/* flags (DF, MF) */
	uint16_t ipv4_offset;	/* fragment offset */
	uint8_t ipv4_ttl;	/* time to live */
	uint8_t ipv4_protocol;	/* next protocol (IPPROTO_*) */
	string ipv4_protostr;	/* ... as a name */
	uint16_t ipv4_checksum;	/* header checksum */
	ipaddr_t ipv4_src;	/* source address */
	ipaddr_t ipv4_dst;	/* destination address */
	string ipv4_saddr;	/* source address, as a string */
	string ipv4_daddr;	/* destination address, as a string */
	uintptr_t ipv4_hdr;	/* the raw header */
} ipv4info_t;

translator ipv4info_t < struct iphdr *I > {
	ipv4_ver = I != NULL ? *(uint8_t *)I >> 4 : 0;
	ipv4_ihl = I != NULL ? (*(uint8_t *)I & 0xf) << 2 : 0;
	ipv4_tos = I != NULL ? I->tos : 0;
	ipv4_length = I != NULL ? ntohs(I->tot_len) : 0;
	ipv4_ident = I != NULL ? ntohs(I->id) : 0;
	ipv4_flags = I != NULL ? ntohs(I->frag_off) >> 13 : 0;
	ipv4_offset = I != NULL ? ntohs(I->frag_off) & 0x1fff : 0;
	ipv4_ttl = I != NULL ? I->ttl : 0;
	ipv4_protocol = I != NULL ? I->protocol : 0;
	ipv4_protostr = I != NULL ? ip_proto_string[I->protocol] : "<null>";
	ipv4_checksum = I != NULL ? ntohs(I->check) : 0;
	ipv4_src = I != NULL ? I->saddr : 0;
	ipv4_dst = I != NULL ? I->daddr : 0;
	ipv4_saddr = I != NULL ? inet_ntoa(&I->saddr) : "<null>";
	ipv4_daddr = I != NULL ? inet_ntoa(&I->daddr) : "<null>";
	ipv4_hdr = (uintptr_t)I;
};

typedef struct ipv6info {
	uint8_t ipv6_ver;	/* 6 */
	uint8_t ipv6_tclass;	/* traffic class */
	uint32_t ipv6_flow;	/* flow label */
	uint16_t ipv6_plen;	/* payload length */
	uint8_t ipv6_nexthdr;	/* next header (IPPROTO_*) */
	string ipv6_nextstr;	/* ... as a name */
	uint8_t ipv6_hlim;	/* hop limit */
	uintptr_t ipv6_src;	/* source address (struct in6_addr *) */
	uintptr_t ipv6_dst;	/* destination address (struct in6_addr *) */
	string ipv6_saddr;	/* source address, as a string */
	string ipv6_daddr;	/* destination address, as a string */
	uintptr_t ipv6_hdr;	/* the raw header */
} ipv6info_t;

/* The first 32 bits: version (4), traffic class (8), flow label (20). */
translator ipv6info_t < struct ipv6hdr *I > {
	ipv6_ver = I != NULL ? *(uint8_t *)I >> 4 : 0;
	ipv6_tclass = I != NULL ? (ntohl(*(uint32_t *)I) >> 20) & 0xff : 0;
	ipv6_flow = I != NULL ? ntohl(*(uint32_t *)I) & 0xfffff : 0;
	ipv6_plen = I != NULL ? ntohs(I->payload_len) : 0;
	ipv6_nexthdr = I != NULL ? I->nexthdr : 0;
	ipv6_nextstr = I != NULL ? ip_proto_string[I->nexthdr] : "<null>";
	ipv6_hlim = I != NULL ? I->hop_limit : 0;
	ipv6_src = I != NULL ? (uintptr_t)&I->saddr : 0;
	ipv6_dst = I != NULL ? (uintptr_t)&I->daddr : 0;
	ipv6_saddr = I != NULL ? inet_ntoa6(&I->saddr) : "<null>";
	ipv6_daddr = I != NULL ? inet_ntoa6(&I->daddr) : "<null>";
	ipv6_hdr = (uintptr_t)I;
};
