// Kernel object names: the kernel accepts at most 15 characters from
// [A-Za-z0-9_.] for map and program names (BPF_OBJ_NAME_LEN).  Our names can
// be longer (clause names, aggregation names), so the kernel gets a cleaned,
// truncated copy while messages keep the full name.
#pragma once

#include <string>
#include <string_view>

namespace dtrace::load {

std::string kernel_object_name(std::string_view name);

}  // namespace dtrace::load
