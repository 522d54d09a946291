model -32
long 4 ulong 4 ptr 4 size_t 4 uintptr_t 4 long long 8
struct s 16, i at 12
(long)0x123456789 = 23456789
(unsigned long)-1 = 4294967295
curthread 8, pid matches
cast whole, address-of whole, array [dtrace], sizeof 8
alloca 5

status 0
model -64
long 8 ulong 8 ptr 8 size_t 8 uintptr_t 8 long long 8
struct s 28, i at 24
(long)0x123456789 = 123456789
(unsigned long)-1 = 18446744073709551615
curthread 8, pid matches
cast whole, address-of whole, array [dtrace], sizeof 8
alloca 5

status 0
                   FUNCTION:NAME
                          :BEGIN Targeted for 32 bit machine


status 0
dtrace: failed to link script p: -32 objects are not supported: USDT objects must be x86_64 (ELFCLASS64)
status 1
-- @@stderr --
dtrace: script '/dev/stdin' matched 2 probes
