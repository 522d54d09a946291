-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_VAR_UNDEF.this.d: [D_VAR_UNDEF] line 9: this->unset has not yet been declared or assigned
