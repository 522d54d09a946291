// The tcp provider: DTrace's stable TCP probes, tcp:vmlinux::<name>, on the
// kernel's tracepoints (Oracle builds most of them on fbt, which this kernel
// refuses):
//
//   state-change         inet_sock_set_state(sk, oldstate, newstate) of a
//                        TCP socket
//   connect-request      net_dev_queue(skb): a packet of a socket in SYN_SENT
//                        leaves for a device (the SYN, as Oracle's
//                        ip_queue_xmit; the local port is chosen after the
//                        CLOSE -> SYN_SENT change, so that change cannot
//                        serve)
//   connect-established  inet_sock_set_state SYN_SENT -> ESTABLISHED
//   accept-established   inet_sock_set_state SYN_RECV -> ESTABLISHED
//   connect-refused      tcp_receive_reset(sk) of a socket in SYN_SENT
//   accept-refused       tcp_send_reset(sk, skb, reason) answering a segment
//                        that has SYN and not ACK set: a connection attempt
//   send                 net_dev_queue(skb): a TCP segment this host sends
//                        (skb->sk set; a forwarded packet has none) leaves
//                        for a device, as Oracle's ip_queue_xmit,
//                        ip_build_and_send_pkt and ip_send_unicast_reply
//                        together
//   receive              tcp_probe(sk, skb): a segment reaches a connection
//                        in ESTABLISHED (tcp_rcv_established, one of
//                        Oracle's two functions)
//
// Every probe has Oracle's argument layout (args[0] pktinfo_t * from the
// sk_buff, args[1] csinfo_t * and args[3] tcpsinfo_t * from the socket,
// args[2] ipinfo_t * from the IP header, args[4] tcpinfo_t * from the TCP
// header, args[5] tcplsinfo_t * from the previous state of state-change),
// and two hidden arguments the D library's translators read (dlib/tcp.d):
// arg6, the TCP state the probe reports, and arg7, whether the packet the
// probe is about was outbound (0), inbound (1) or there is none (2,
// state-change).  A probe whose tracepoint has no packet passes null
// sk_buff and header pointers; the translators then take addresses and
// ports from the socket.
//
// Not offered: receive of the segments a socket in any other state gets
// (the handshake's SYN, SYN-ACK and final ACK, and what comes after the
// local FIN): Oracle takes them at tcp_rcv_state_process, which has no
// tracepoint, and no other tracepoint hands over such a segment with its
// socket.  Nor the TIME_WAIT state (Linux moves a connection into a
// separate timewait socket without a state-change tracepoint: the
// original socket is seen going to CLOSED).  Before Linux 6.14 the
// server's new socket changes LISTEN -> SYN_RECV before its addresses and
// ports are copied in, so that state-change shows them as 0 there.
#include <linux/bpf.h>

#include "ir/mstate.h"
#include "providers/kernel_events.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

namespace m = ir::mstate;

// Linux TCP states (include/net/tcp_states.h), which DTrace's TCP_STATE_*
// values on Linux are.
constexpr int64_t kEstablished = 1, kSynSent = 2, kSynRecv = 3, kClose = 7, kNewSynRecv = 12;
constexpr int64_t kTimeWait = 6;
constexpr int64_t kIpprotoTcp = 6;
constexpr int64_t kSockStream = 1;
// skb->protocol as the kernel stores it (big-endian), read on x86_64.
constexpr int64_t kEthPIpBe = 0x0008, kEthPIpv6Be = 0xdd86;
// arg7: the direction of the packet the probe reports (dlib/net.d).
constexpr int64_t kOutbound = 0, kInbound = 1, kNoPacket = 2;
// TCP header flags byte (offset 13).
constexpr int64_t kThSyn = 0x02, kThAck = 0x10;

enum class Source { SetState, DevQueue, ReceiveReset, SendReset, Send, Receive };

struct TcpProbe {
  const char* name;
  Source source;
};

constexpr TcpProbe kTcpProbes[] = {
    {"accept-established", Source::SetState}, {"accept-refused", Source::SendReset},
    {"connect-established", Source::SetState}, {"connect-refused", Source::ReceiveReset},
    {"connect-request", Source::DevQueue},     {"receive", Source::Receive},
    {"send", Source::Send},                    {"state-change", Source::SetState},
};

const TcpProbe* find_probe(std::string_view name) { return find_named(kTcpProbes, name); }

const char* event_of(Source s) {
  switch (s) {
    case Source::SetState: return "inet_sock_set_state";
    case Source::DevQueue:
    case Source::Send: return "net_dev_queue";
    case Source::Receive: return "tcp_probe";
    case Source::ReceiveReset: return "tcp_receive_reset";
    case Source::SendReset: return "tcp_send_reset";
  }
  return "";
}

void store_arg(ir::Builder& b, ir::Reg ms, int i, ir::Reg v) {
  b.store(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), v);
}

void store_arg_imm(ir::Builder& b, ir::Reg ms, int i, int32_t v) {
  b.store_imm(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), v);
}

void never_fire(ir::Builder& b) {
  b.mov(ir::R0, 0);
  b.exit();
}

class TcpProvider final : public Provider {
 public:
  std::string_view name() const override { return "tcp"; }
  ProviderAttributes attributes() const override { return kStableKernelProvider; }

  void populate(probes::ProbeTable& table, int index) override {
    add_named(table, "tcp", kTcpProbes, index);
  }

  bool may_match(const probes::ProbeDesc& d) const override { return may_name(kTcpProbes, d); }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_RAW_TRACEPOINT; }

  // As DTrace's: state-change has no packet, so args[0], [2] and [4] are
  // void there, and only it has args[5].
  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    if (!find_probe(p.name)) return {};
    bool state = p.name == "state-change";
    probes::ArgType none{"void", ""};
    return {state ? none : probes::ArgType{"struct sk_buff *", "pktinfo_t *"},
            {"struct sock *", "csinfo_t *"},
            state ? none : probes::ArgType{"__dtrace_tcp_void_ip_t *", "ipinfo_t *"},
            {"struct tcp_sock *", "tcpsinfo_t *"},
            state ? none : probes::ArgType{"struct tcphdr *", "tcpinfo_t *"},
            state ? probes::ArgType{"int", "tcplsinfo_t *"} : none};
  }

  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    const TcpProbe* tp = find_probe(p.name);
    if (!tp) return never_fire(b);
    auto off = offsets();
    if (!off) return never_fire(b);  // no BTF: never read the wrong member
    switch (tp->source) {
      case Source::SetState: emit_set_state(p.name, *off, b, ctx, ms); break;
      case Source::DevQueue: emit_connect_request(*off, b, ctx, ms); break;
      case Source::ReceiveReset: emit_connect_refused(*off, b, ctx, ms); break;
      case Source::SendReset: emit_accept_refused(*off, b, ctx, ms); break;
      case Source::Send: emit_send(*off, b, ctx, ms); break;
      case Source::Receive: emit_receive(*off, b, ctx, ms); break;
    }
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    const TcpProbe* tp = find_probe(p.name);
    if (!tp) return Error::make("unknown tcp probe '{}'", p.name);
    auto link = load::attach_raw_tracepoint(prog, event_of(tp->source));
    if (!link) return link.error();
    std::vector<load::Link> out;
    out.push_back(std::move(*link));
    return out;
  }

 private:
  // Kernel member offsets the trampolines read.
  struct Offsets {
    int32_t state, protocol, type, skb_sk, skb_head, network_header, transport_header,
        skb_protocol;
  };

  std::optional<Offsets> offsets() const {
    auto state = kernel_->member_offset("sock_common", "skc_state");
    auto protocol = kernel_->member_offset("sock", "sk_protocol");
    auto type = kernel_->member_offset("sock", "sk_type");
    auto sk = kernel_->member_offset("sk_buff", "sk");
    auto head = kernel_->member_offset("sk_buff", "head");
    auto nh = kernel_->member_offset("sk_buff", "network_header");
    auto th = kernel_->member_offset("sk_buff", "transport_header");
    auto skb_proto = kernel_->member_offset("sk_buff", "protocol");
    if (!state || !protocol || !type || !sk || !head || !nh || !th || !skb_proto)
      return std::nullopt;
    auto i = [](uint32_t v) { return static_cast<int32_t>(v); };
    return Offsets{i(*state), i(*protocol), i(*type), i(*sk),
                   i(*head),  i(*nh),       i(*th),   i(*skb_proto)};
  }

  // Returns unless `sk` is a full TCP socket: its state (in the part every
  // kind of socket shares) is not that of a request or timewait socket,
  // whose memory ends before sk_protocol, and its protocol is TCP.
  static void emit_require_tcp(const Offsets& o, ir::Builder& b, ir::Reg ms, ir::Reg sk,
                               ir::Reg state) {
    emit_return_if(b, ir::Cond::Eq, sk, 0);
    emit_return_if(b, ir::Cond::Eq, state, kNewSynRecv);
    emit_return_if(b, ir::Cond::Eq, state, kTimeWait);
    ir::Reg proto = emit_read_kernel(b, ms, sk, o.protocol, 2);
    emit_return_if(b, ir::Cond::Ne, proto, kIpprotoTcp);
  }

  // arg0 = skb, arg2 = its IP header, arg4 = its TCP header (head plus the
  // header offsets the stack recorded).
  static void emit_packet_args(const Offsets& o, ir::Builder& b, ir::Reg ms, ir::Reg skb) {
    ir::Reg head = emit_read_kernel(b, ms, skb, o.skb_head, 8);
    ir::Reg nh = emit_read_kernel(b, ms, skb, o.network_header, 2);
    ir::Reg th = emit_read_kernel(b, ms, skb, o.transport_header, 2);
    b.alu(ir::AluOp::Add, nh, head);
    b.alu(ir::AluOp::Add, th, head);
    store_arg(b, ms, 0, skb);
    store_arg(b, ms, 2, nh);
    store_arg(b, ms, 4, th);
  }

  // inet_sock_set_state(sk, oldstate, newstate):
  //   arg1 = arg3 = sk; arg5 = oldstate; arg6 = newstate; no packet.
  // connect-established and accept-established are two of its changes.
  void emit_set_state(const std::string& probe, const Offsets& o, ir::Builder& b, ir::Reg ctx,
                      ir::Reg ms) const {
    ir::Reg sk = b.vreg(), old_state = b.vreg(), new_state = b.vreg();
    b.load(8, sk, ctx, 0);
    b.load(8, old_state, ctx, 8);
    b.load(8, new_state, ctx, 16);
    // 32-bit ints: drop whatever the upper half holds.
    b.alu(ir::AluOp::And, old_state, 0xffff);
    b.alu(ir::AluOp::And, new_state, 0xffff);
    if (probe == "connect-established" || probe == "accept-established") {
      emit_return_if(b, ir::Cond::Ne, old_state, probe == "connect-established" ? kSynSent : kSynRecv);
      emit_return_if(b, ir::Cond::Ne, new_state, kEstablished);
    }
    // A request socket never reaches here (its state is set directly),
    // but a change into NEW_SYN_RECV would not be a full socket's.
    emit_return_if(b, ir::Cond::Eq, new_state, kNewSynRecv);
    emit_return_if(b, ir::Cond::Eq, sk, 0);
    ir::Reg proto = emit_read_kernel(b, ms, sk, o.protocol, 2);
    emit_return_if(b, ir::Cond::Ne, proto, kIpprotoTcp);
    emit_clear_args(b, ms, 0);
    store_arg(b, ms, 1, sk);
    store_arg(b, ms, 3, sk);
    if (probe == "state-change") {
      store_arg(b, ms, 5, old_state);
      store_arg_imm(b, ms, 7, kNoPacket);
    } else {
      // The segment that completed the handshake came in.
      store_arg_imm(b, ms, 7, kInbound);
    }
    store_arg(b, ms, 6, new_state);
  }

  // net_dev_queue(skb) with skb->sk a TCP socket in SYN_SENT: its SYN.
  void emit_connect_request(const Offsets& o, ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg skb = b.vreg();
    b.load(8, skb, ctx, 0);
    ir::Reg sk = emit_read_kernel(b, ms, skb, o.skb_sk, 8);
    emit_return_if(b, ir::Cond::Eq, sk, 0);
    ir::Reg state = emit_read_kernel(b, ms, sk, o.state, 1);
    emit_return_if(b, ir::Cond::Ne, state, kSynSent);
    emit_require_tcp(o, b, ms, sk, state);
    emit_clear_args(b, ms, 0);
    emit_packet_args(o, b, ms, skb);
    store_arg(b, ms, 1, sk);
    store_arg(b, ms, 3, sk);
    store_arg_imm(b, ms, 6, kSynSent);
    store_arg_imm(b, ms, 7, kOutbound);
  }

  // tcp_receive_reset(sk) with sk in SYN_SENT.  The tracepoint does not
  // pass the reset segment: no packet.
  void emit_connect_refused(const Offsets& o, ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg sk = b.vreg();
    b.load(8, sk, ctx, 0);
    emit_return_if(b, ir::Cond::Eq, sk, 0);
    ir::Reg state = emit_read_kernel(b, ms, sk, o.state, 1);
    emit_return_if(b, ir::Cond::Ne, state, kSynSent);
    emit_require_tcp(o, b, ms, sk, state);
    emit_clear_args(b, ms, 0);
    store_arg(b, ms, 1, sk);
    store_arg(b, ms, 3, sk);
    store_arg_imm(b, ms, 6, kSynSent);
    store_arg_imm(b, ms, 7, kInbound);
  }

  // tcp_send_reset(sk, skb, reason), skb being the segment the reset
  // answers: a connection attempt when it has SYN and not ACK.  sk is
  // null when no socket has the port (then the state is CLOSED); the
  // packet arguments describe the incoming SYN, as Oracle's.
  void emit_accept_refused(const Offsets& o, ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg sk = b.vreg(), skb = b.vreg();
    b.load(8, sk, ctx, 0);
    b.load(8, skb, ctx, 8);
    emit_return_if(b, ir::Cond::Eq, skb, 0);
    emit_clear_args(b, ms, 0);
    emit_packet_args(o, b, ms, skb);
    ir::Reg th = b.vreg();
    b.load(8, th, ms, static_cast<int16_t>(m::kArgs + 8 * 4));
    ir::Reg flags = emit_read_kernel(b, ms, th, 13, 1);
    b.alu(ir::AluOp::And, flags, kThSyn | kThAck);
    emit_return_if(b, ir::Cond::Ne, flags, kThSyn);
    ir::Reg state = b.vreg();
    b.mov(state, kClose);
    uint32_t no_sock = b.new_label();
    b.jump_if(ir::Cond::Eq, sk, 0, no_sock);
    ir::Reg sk_state = emit_read_kernel(b, ms, sk, o.state, 1);
    b.mov(state, sk_state);
    // A timewait or request socket is no tcp_sock: pass none.
    uint32_t full = b.new_label();
    b.jump_if(ir::Cond::Eq, sk_state, 6 /* TCP_TIME_WAIT */, full);
    b.jump_if(ir::Cond::Ne, sk_state, kNewSynRecv, no_sock);
    b.label(full);
    b.mov(sk, 0);
    b.label(no_sock);
    store_arg(b, ms, 1, sk);
    store_arg(b, ms, 3, sk);
    store_arg(b, ms, 6, state);
    store_arg_imm(b, ms, 7, kInbound);
  }

  // net_dev_queue(skb) with skb->sk set and an IPv4 or IPv6 header whose
  // next protocol is TCP.  skb->sk is the connection's socket, or, for the
  // segments no full socket sends, a request socket (the SYN-ACK: state
  // SYN_RECEIVED), a timewait socket (TIME_WAIT) or the kernel's control
  // socket (a reset or an ACK on behalf of no connection: CLOSED); those
  // pass no socket, as Oracle's, and the translators take addresses and
  // ports from the headers.
  void emit_send(const Offsets& o, ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg skb = b.vreg();
    b.load(8, skb, ctx, 0);
    emit_return_if(b, ir::Cond::Eq, skb, 0);
    ir::Reg sk = emit_read_kernel(b, ms, skb, o.skb_sk, 8);
    emit_return_if(b, ir::Cond::Eq, sk, 0);
    ir::Reg proto = emit_read_kernel(b, ms, skb, o.skb_protocol, 2);
    ir::Reg ip = emit_read_kernel(b, ms, skb, o.skb_head, 8);
    ir::Reg nh = emit_read_kernel(b, ms, skb, o.network_header, 2);
    b.alu(ir::AluOp::Add, ip, nh);
    // The next protocol: byte 9 of an IPv4 header, byte 6 of an IPv6 one.
    ir::Reg next = b.vreg();
    uint32_t v6 = b.new_label(), have_next = b.new_label();
    b.jump_if(ir::Cond::Eq, proto, kEthPIpv6Be, v6);
    emit_return_if(b, ir::Cond::Ne, proto, kEthPIpBe);
    b.mov(next, emit_read_kernel(b, ms, ip, 9, 1));
    b.jump(have_next);
    b.label(v6);
    b.mov(next, emit_read_kernel(b, ms, ip, 6, 1));
    b.label(have_next);
    emit_return_if(b, ir::Cond::Ne, next, kIpprotoTcp);
    emit_clear_args(b, ms, 0);
    emit_packet_args(o, b, ms, skb);
    ir::Reg state = emit_read_kernel(b, ms, sk, o.state, 1);
    uint32_t no_sock = b.new_label(), done = b.new_label();
    uint32_t request = b.new_label(), timewait = b.new_label();
    b.jump_if(ir::Cond::Eq, state, kNewSynRecv, request);
    b.jump_if(ir::Cond::Eq, state, kTimeWait, timewait);
    ir::Reg sk_proto = emit_read_kernel(b, ms, sk, o.protocol, 2);
    b.jump_if(ir::Cond::Ne, sk_proto, kIpprotoTcp, no_sock);
    ir::Reg type = emit_read_kernel(b, ms, sk, o.type, 2);
    b.jump_if(ir::Cond::Ne, type, kSockStream, no_sock);
    store_arg(b, ms, 1, sk);
    store_arg(b, ms, 3, sk);
    store_arg(b, ms, 6, state);
    b.jump(done);
    b.label(request);
    store_arg_imm(b, ms, 6, kSynRecv);
    b.jump(done);
    b.label(timewait);
    store_arg_imm(b, ms, 6, kTimeWait);
    b.jump(done);
    b.label(no_sock);
    store_arg_imm(b, ms, 6, kClose);
    b.label(done);
    store_arg_imm(b, ms, 7, kOutbound);
  }

  // tcp_probe(sk, skb): tcp_rcv_established() is handed a segment of an
  // ESTABLISHED connection; its headers are where the IP layer recorded
  // them.
  void emit_receive(const Offsets& o, ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg sk = b.vreg(), skb = b.vreg();
    b.load(8, sk, ctx, 0);
    b.load(8, skb, ctx, 8);
    emit_return_if(b, ir::Cond::Eq, skb, 0);
    emit_return_if(b, ir::Cond::Eq, sk, 0);
    ir::Reg state = emit_read_kernel(b, ms, sk, o.state, 1);
    emit_require_tcp(o, b, ms, sk, state);
    emit_clear_args(b, ms, 0);
    emit_packet_args(o, b, ms, skb);
    store_arg(b, ms, 1, sk);
    store_arg(b, ms, 3, sk);
    store_arg(b, ms, 6, state);
    store_arg_imm(b, ms, 7, kInbound);
  }

  std::unique_ptr<KernelTypes> kernel_ = std::make_unique<KernelTypes>();
};

}  // namespace

std::unique_ptr<Provider> make_tcp_provider() { return std::make_unique<TcpProvider>(); }

}  // namespace dtrace::providers
