#!/bin/bash
#
# ASSERTION: tcp:::send fires for each segment a local TCP connection
# sends and tcp:::receive for each segment an ESTABLISHED connection
# receives, with DTrace's arguments: the IP header (args[2]) and TCP
# header (args[4]) of the segment, the sending or receiving socket
# (args[1], args[3]) and its state.  The SYN-ACK is sent by no full socket
# (the kernel's request socket): cs_addr is 0, the state syn-received, and
# tcpsinfo_t's addresses and ports come from the headers.
#
# A python3 client (bound to 127.0.0.2, and on ::1) sends "hello" to a
# server on 127.0.0.1:47311 (and [::1]:47312), which answers "world!";
# the client closes first, then the server.  Then the client connects to
# 127.0.0.1:47313, where nothing listens: the kernel's reset answers it
# from no socket (cs_addr 0, state closed).  Pure acknowledgements depend
# on timing (delayed ACKs) and are left out, and so are the segments a
# connection receives in a state other than ESTABLISHED (the handshake's,
# the client's last FIN): receive does not fire for them here (see
# providers/tcp.cpp).  Each other segment is printed once, in key order.
#
# @@timeout: 30
dtrace=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat > "$tmp/exchange.py" <<'EOPY'
import socket
for fam, saddr, caddr, port in ((socket.AF_INET, "127.0.0.1", "127.0.0.2", 47311),
                                (socket.AF_INET6, "::1", "::1", 47312)):
    ls = socket.socket(fam, socket.SOCK_STREAM)
    ls.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    ls.bind((saddr, port))
    ls.listen(1)
    c = socket.socket(fam, socket.SOCK_STREAM)
    c.bind((caddr, 0))
    c.connect((saddr, port))
    s, _ = ls.accept()
    c.sendall(b"hello")
    assert s.recv(100) == b"hello"
    s.sendall(b"world!")
    assert c.recv(100) == b"world!"
    c.close()
    assert s.recv(100) == b""
    s.close()
    ls.close()
c = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
c.bind(("127.0.0.2", 0))
try:
    c.connect(("127.0.0.1", 47313))
    raise SystemExit("connected to a closed port")
except ConnectionRefusedError:
    pass
c.close()
EOPY

"$dtrace" -q -c "python3 $tmp/exchange.py" -s /dev/stdin <<'EOD'
#pragma D option aggsortkey

inline int PORT4 = 47311;
inline int PORT6 = 47312;
inline int CLOSED = 47313;

tcp:::send, tcp:::receive
/(args[4]->tcp_sport == PORT4 || args[4]->tcp_dport == PORT4 ||
  args[4]->tcp_sport == PORT6 || args[4]->tcp_dport == PORT6 ||
  args[4]->tcp_sport == CLOSED || args[4]->tcp_dport == CLOSED) &&
 (args[4]->tcp_flags != TH_ACK ||
  args[2]->ip_plength - args[4]->tcp_offset != 0) &&
 (probename == "send" || args[3]->tcps_state == TCP_STATE_ESTABLISHED)/
{
	this->server = args[3]->tcps_lport == PORT4 ||
	    args[3]->tcps_lport == PORT6 || args[3]->tcps_lport == CLOSED;
	this->f = args[4]->tcp_flags;
	this->local = strjoin(args[3]->tcps_laddr, strjoin(":",
	    this->server ? lltostr(args[3]->tcps_lport) : "EPHEMERAL"));
	this->remote = strjoin(args[3]->tcps_raddr, strjoin(":",
	    this->server ? "EPHEMERAL" : lltostr(args[3]->tcps_rport)));
	@[args[2]->ip_ver, probename, this->server ? "server" : "client",
	    this->f == TH_SYN ? "SYN" :
	    this->f == (TH_SYN | TH_ACK) ? "SYN|ACK" :
	    this->f == (TH_FIN | TH_ACK) ? "FIN|ACK" :
	    this->f == (TH_PSH | TH_ACK) ? "PSH|ACK" :
	    this->f == (TH_RST | TH_ACK) ? "RST|ACK" : lltostr(this->f),
	    args[2]->ip_plength - args[4]->tcp_offset,
	    tcp_state_string[args[3]->tcps_state], args[1]->cs_addr != 0,
	    strjoin(this->local, strjoin(" remote ", this->remote))] = count();
}

END
{
	printa("ipv%d %-7s %s %-7s len %d %s cs %d local %s\n", @);
}
EOD
