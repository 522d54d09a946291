// The helper-name table against the ids of <linux/bpf.h>.
#include "bpf/helpers.h"

#include <doctest/doctest.h>
#include <linux/bpf.h>

using dtrace::bpf::helper_id;
using dtrace::bpf::helper_name;

TEST_CASE("helper names match the UAPI helper ids") {
  CHECK(helper_name(BPF_FUNC_map_lookup_elem) == "bpf_map_lookup_elem");
  CHECK(helper_name(BPF_FUNC_get_current_pid_tgid) == "bpf_get_current_pid_tgid");
  CHECK(helper_name(BPF_FUNC_probe_read_user_str) == "bpf_probe_read_user_str");
  CHECK(helper_name(BPF_FUNC_ringbuf_output) == "bpf_ringbuf_output");
  CHECK(helper_name(BPF_FUNC_send_signal) == "bpf_send_signal");
  CHECK(helper_name(BPF_FUNC_get_func_ip) == "bpf_get_func_ip");
  CHECK(helper_name(BPF_FUNC_user_ringbuf_drain) == "bpf_user_ringbuf_drain");
  CHECK(dtrace::bpf::helper_count() >= __BPF_FUNC_MAX_ID);
}

TEST_CASE("unknown helper ids have no name") {
  CHECK(helper_name(-1).empty());
  CHECK(helper_name(100000).empty());
}

TEST_CASE("helper ids are found by name") {
  CHECK(helper_id("bpf_ktime_get_ns") == BPF_FUNC_ktime_get_ns);
  CHECK_FALSE(helper_id("bpf_no_such_helper").has_value());
}
