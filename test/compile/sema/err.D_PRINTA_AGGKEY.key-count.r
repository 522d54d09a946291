-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTA_AGGKEY.key-count.d: [D_PRINTA_AGGKEY] line 11: printa( ): @x and @y do not have matching key signatures: @x has 1 key, @y has 2 keys
