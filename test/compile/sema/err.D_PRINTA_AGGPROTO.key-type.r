-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTA_AGGPROTO.key-type.d: [D_PRINTA_AGGPROTO] line 11: printa( ): @y[ ] key #1 is incompatible with @x:
      x key #1: string
      y key #1: int
