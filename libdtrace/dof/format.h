// The DOF binary format as USDT needs it (design/usdt.md section 1): the
// section type numbers, record sizes and field offsets, and little-endian
// accessors.  DOF records are read and written field by field at these
// offsets, never by casting a pointer into the buffer, so that a parser can
// bound-check every access.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

namespace dtrace::dof {

inline constexpr uint32_t kSecNone = 0;
inline constexpr uint32_t kSecComments = 1;
inline constexpr uint32_t kSecSource = 2;
inline constexpr uint32_t kSecStrtab = 8;
inline constexpr uint32_t kSecReltab = 10;
inline constexpr uint32_t kSecUrelhdr = 12;
inline constexpr uint32_t kSecProvider = 15;
inline constexpr uint32_t kSecProbes = 16;
inline constexpr uint32_t kSecPrargs = 17;
inline constexpr uint32_t kSecProffs = 18;
inline constexpr uint32_t kSecUtsname = 20;
inline constexpr uint32_t kSecPrenoffs = 26;
inline constexpr uint32_t kSecLast = 26;

inline constexpr uint32_t kSecfLoad = 1;
inline constexpr uint32_t kSecIdxNone = 0xFFFFFFFFu;
inline constexpr uint32_t kRelocSetx = 1;

inline constexpr size_t kHdrSize = 64;
inline constexpr size_t kSecHdrSize = 32;
inline constexpr size_t kProviderSize = 44;
inline constexpr size_t kProviderSizeV1 = 40;
inline constexpr size_t kProbeSize = 48;
inline constexpr size_t kRelocSize = 24;
inline constexpr size_t kRelHdrSize = 12;

inline constexpr uint8_t kModelLp64 = 2;
inline constexpr uint8_t kEncodingLsb = 1;
inline constexpr uint8_t kDifVersion = 2;
inline constexpr uint8_t kVersion1 = 1;
inline constexpr uint8_t kVersion3 = 3;

// Name limits (DTRACE_PROVNAMELEN and friends, terminating NUL included).
inline constexpr size_t kProvNameLen = 64;
inline constexpr size_t kFuncNameLen = 128;
inline constexpr size_t kNameLen = 64;
inline constexpr size_t kArgTypeLen = 128;

// dof_probe_t field offsets.
namespace probe {
inline constexpr size_t kAddr = 0, kFunc = 8, kName = 12, kNargv = 16, kXargv = 20,
                        kArgIdx = 24, kOffIdx = 28, kNargc = 32, kXargc = 33, kNoffs = 34,
                        kEnOffIdx = 36, kNenoffs = 40;
}
// dof_provider_t field offsets.
namespace prov {
inline constexpr size_t kStrtab = 0, kProbes = 4, kPrargs = 8, kProffs = 12, kName = 16,
                        kProvAttr = 20, kPrenoffs = 40;
}

// The stability attributes Oracle's -G writes for a provider defined
// without #pragma D attributes: Evolving/Evolving/Common for the provider
// and names, Private/Private/Unknown for module and function.
inline constexpr uint32_t kAttrEvolving = (5u << 24) | (5u << 16) | (5u << 8);
inline constexpr uint32_t kAttrPrivate = (1u << 24) | (1u << 16) | (1u << 8);

template <typename T>
T load_le(std::span<const uint8_t> b, size_t off) {
  T v;
  std::memcpy(&v, b.data() + off, sizeof v);  // callers check off + sizeof(T) <= size
  return v;
}

template <typename T>
void store_le(std::span<uint8_t> b, size_t off, T v) {
  std::memcpy(b.data() + off, &v, sizeof v);
}

}  // namespace dtrace::dof
