 PROVIDER MODULE FUNCTION NAME
 ip vmlinux receive
 ip vmlinux send
	Argument Types
		args[0]: pktinfo_t *
		args[1]: csinfo_t *
		args[2]: ipinfo_t *
		args[3]: ifinfo_t *
		args[4]: ipv4info_t *
		args[5]: ipv6info_t *
