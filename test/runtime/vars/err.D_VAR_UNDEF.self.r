-- @@stderr --
dtrace: failed to compile script test/runtime/vars/err.D_VAR_UNDEF.self.d: [D_VAR_UNDEF] line 5: self->nosuch has not yet been declared or assigned
