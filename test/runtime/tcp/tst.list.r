 PROVIDER MODULE FUNCTION NAME
 tcp vmlinux accept-established
 tcp vmlinux accept-refused
 tcp vmlinux connect-established
 tcp vmlinux connect-refused
 tcp vmlinux connect-request
 tcp vmlinux receive
 tcp vmlinux send
 tcp vmlinux state-change
	Argument Types
		args[0]: void
		args[1]: csinfo_t *
		args[2]: void
		args[3]: tcpsinfo_t *
		args[4]: void
		args[5]: tcplsinfo_t *
	Argument Types
		args[0]: pktinfo_t *
		args[1]: csinfo_t *
		args[2]: ipinfo_t *
		args[3]: tcpsinfo_t *
		args[4]: tcpinfo_t *
		args[5]: void
	Argument Types
		args[0]: pktinfo_t *
		args[1]: csinfo_t *
		args[2]: ipinfo_t *
		args[3]: tcpsinfo_t *
		args[4]: tcpinfo_t *
		args[5]: void
	Argument Types
		args[0]: pktinfo_t *
		args[1]: csinfo_t *
		args[2]: ipinfo_t *
		args[3]: tcpsinfo_t *
		args[4]: tcpinfo_t *
		args[5]: void
