-- @@stderr --
dtrace: failed to compile script test/runtime/vars/err.tuple-too-many-keys.d: Insufficient registers to generate code
