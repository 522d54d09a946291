// The ip provider: DTrace's stable IP probes, ip:vmlinux::send and
// ip:vmlinux::receive, on the network device tracepoints (Oracle uses fbt
// on ip_finish_output / ip6_finish_output and ip_local_deliver /
// ip6_input, which this kernel refuses):
//
//   send     net_dev_queue(skb): an IPv4 or IPv6 packet is queued to a
//            device (so a datagram the stack fragments fires once per
//            fragment)
//   receive  netif_receive_skb(skb): a device hands an IPv4 or IPv6 packet
//            to the stack (also packets the host then forwards or drops)
//
// args[0] is the sk_buff (pktinfo_t *), args[1] its socket (csinfo_t *;
// null on receive, before the stack has looked the socket up), args[2] the
// IP header (ipinfo_t *), args[3] the device (ifinfo_t *), args[4] the
// header as an IPv4 one (ipv4info_t *, null for IPv6) and args[5] as an
// IPv6 one (ipv6info_t *, null for IPv4).  Packets of other protocols
// (ARP, ...) do not fire.
#include <linux/bpf.h>

#include "ir/mstate.h"
#include "providers/kernel_events.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

namespace m = ir::mstate;

// skb->protocol as the kernel stores it (big-endian), read on x86_64.
constexpr int64_t kEthPIpBe = 0x0008, kEthPIpv6Be = 0xdd86;

struct IpProbe {
  const char* name;
  const char* event;
};

constexpr IpProbe kIpProbes[] = {
    {"receive", "netif_receive_skb"},
    {"send", "net_dev_queue"},
};

const IpProbe* find_probe(std::string_view name) { return find_named(kIpProbes, name); }

class IpProvider final : public Provider {
 public:
  std::string_view name() const override { return "ip"; }
  ProviderAttributes attributes() const override { return kStableKernelProvider; }

  void populate(probes::ProbeTable& table, int index) override {
    add_named(table, "ip", kIpProbes, index);
  }

  bool may_match(const probes::ProbeDesc& d) const override { return may_name(kIpProbes, d); }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_RAW_TRACEPOINT; }

  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    if (!find_probe(p.name)) return {};
    return {{"struct sk_buff *", "pktinfo_t *"},    {"struct sock *", "csinfo_t *"},
            {"void_ip_t *", "ipinfo_t *"},          {"struct net_device *", "ifinfo_t *"},
            {"struct iphdr *", "ipv4info_t *"},     {"struct ipv6hdr *", "ipv6info_t *"}};
  }

  // The IP header is at head + network_header when a packet leaves (the
  // device's header is in front of it by then); when it arrives the
  // device has pulled its own header, so it is at skb->data (the stack
  // sets network_header after the tracepoint).
  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    auto proto_off = kernel_->member_offset("sk_buff", "protocol");
    auto sk_off = kernel_->member_offset("sk_buff", "sk");
    auto dev_off = kernel_->member_offset("sk_buff", "dev");
    auto head_off = kernel_->member_offset("sk_buff", "head");
    auto nh_off = kernel_->member_offset("sk_buff", "network_header");
    auto data_off = kernel_->member_offset("sk_buff", "data");
    if (!proto_off || !sk_off || !dev_off || !head_off || !nh_off || !data_off) {
      b.mov(ir::R0, 0);  // no BTF: never read the wrong member
      b.exit();
      return;
    }
    auto i = [](uint32_t v) { return static_cast<int32_t>(v); };
    ir::Reg skb = b.vreg();
    b.load(8, skb, ctx, 0);
    emit_return_if(b, ir::Cond::Eq, skb, 0);
    ir::Reg proto = emit_read_kernel(b, ms, skb, i(*proto_off), 2);
    uint32_t is_ip = b.new_label();
    b.jump_if(ir::Cond::Eq, proto, kEthPIpBe, is_ip);
    b.jump_if(ir::Cond::Eq, proto, kEthPIpv6Be, is_ip);
    b.mov(ir::R0, 0);
    b.exit();
    b.label(is_ip);
    ir::Reg ip;
    if (p.name == "send") {
      ip = emit_read_kernel(b, ms, skb, i(*head_off), 8);
      ir::Reg nh = emit_read_kernel(b, ms, skb, i(*nh_off), 2);
      b.alu(ir::AluOp::Add, ip, nh);
    } else {
      ip = emit_read_kernel(b, ms, skb, i(*data_off), 8);
    }
    emit_clear_args(b, ms, 0);
    b.store(8, ms, m::kArgs, skb);
    b.store(8, ms, m::kArgs + 8, emit_read_kernel(b, ms, skb, i(*sk_off), 8));
    b.store(8, ms, m::kArgs + 16, ip);
    b.store(8, ms, m::kArgs + 24, emit_read_kernel(b, ms, skb, i(*dev_off), 8));
    // args[4] for IPv4, args[5] for IPv6.
    uint32_t v6 = b.new_label(), done = b.new_label();
    b.jump_if(ir::Cond::Eq, proto, kEthPIpv6Be, v6);
    b.store(8, ms, m::kArgs + 32, ip);
    b.jump(done);
    b.label(v6);
    b.store(8, ms, m::kArgs + 40, ip);
    b.label(done);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    const IpProbe* ip = find_probe(p.name);
    if (!ip) return Error::make("unknown ip probe '{}'", p.name);
    auto link = load::attach_raw_tracepoint(prog, ip->event);
    if (!link) return link.error();
    std::vector<load::Link> out;
    out.push_back(std::move(*link));
    return out;
  }

 private:
  std::unique_ptr<KernelTypes> kernel_ = std::make_unique<KernelTypes>();
};

}  // namespace

std::unique_ptr<Provider> make_ip_provider() { return std::make_unique<IpProvider>(); }

}  // namespace dtrace::providers
