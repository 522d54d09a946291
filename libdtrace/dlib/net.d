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
