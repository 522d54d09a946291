// The io provider: DTrace's stable block I/O probes, io:vmlinux::<name>, on
// the block layer's raw tracepoints as Oracle maps them:
//
//   start   block_bio_queue(bio): a bio enters the block layer
//   done    block_rq_complete(rq, error, nr_bytes): a request completes;
//           the bio is rq->bio (a request without one, a flush, does not
//           fire)
//
// Every probe hands the D program the bio: args[0] is a bufinfo_t * and
// args[1] a devinfo_t * translated from it (dlib/io.d), args[2] a
// fileinfo_t * from a null struct file *, because the block layer does not
// know the file an I/O serves.  As in proc.cpp, argN is laid out as args[]
// is: arg0 = arg1 = the bio, arg2 = 0.
//
// Oracle also takes done from block_bio_complete (bio-based drivers such as
// device mapper) and from nfs and xfs events, and builds wait-start and
// wait-done on fbt submit_bio_wait; one program here serves one tracepoint
// with one trampoline, and no tracepoint marks the wait, so those are not
// offered.
#include <linux/bpf.h>

#include "ir/mstate.h"
#include "providers/kernel_events.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

namespace m = ir::mstate;

constexpr const char* kBio = "struct bio *";

struct IoProbe {
  const char* name;
  const char* event;  // the raw tracepoint
};

constexpr IoProbe kIoProbes[] = {
    {"done", "block_rq_complete"},
    {"start", "block_bio_queue"},
};

const IoProbe* find_probe(std::string_view name) { return find_named(kIoProbes, name); }

class IoProvider final : public Provider {
 public:
  std::string_view name() const override { return "io"; }
  ProviderAttributes attributes() const override { return kStableKernelProvider; }

  void populate(probes::ProbeTable& table, int index) override {
    add_named(table, "io", kIoProbes, index);
  }

  bool may_match(const probes::ProbeDesc& d) const override { return may_name(kIoProbes, d); }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_RAW_TRACEPOINT; }

  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    if (!find_probe(p.name)) return {};
    return {{kBio, "bufinfo_t *"}, {kBio, "devinfo_t *"}, {"struct file *", "fileinfo_t *"}};
  }

  // block_bio_queue(bio); block_rq_complete(rq, error, nr_bytes).
  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    ir::Reg bio = b.vreg();
    b.load(8, bio, ctx, 0);
    if (p.name == "done") {
      auto off = kernel_->member_offset("request", "bio");
      if (!off) {  // no BTF: never fire rather than read the wrong member
        b.mov(ir::R0, 0);
        b.exit();
        return;
      }
      bio = emit_read_kernel(b, ms, bio, static_cast<int32_t>(*off), 8);
      emit_return_if(b, ir::Cond::Eq, bio, 0);
    }
    b.store(8, ms, m::kArgs, bio);
    b.store(8, ms, m::kArgs + 8, bio);
    emit_clear_args(b, ms, 2);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    const IoProbe* ip = find_probe(p.name);
    if (!ip) return Error::make("unknown io probe '{}'", p.name);
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

std::unique_ptr<Provider> make_io_provider() { return std::make_unique<IoProvider>(); }

}  // namespace dtrace::providers
