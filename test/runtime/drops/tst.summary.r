-- with errcontext:

dtrace: 97 dynamic variable drops
dtrace: 1 failed speculation (no speculative buffer available)
dtrace: 97 dynamic variable drops in all: -x dynvarsize=128 (now 64) would hold more
dtrace: 1 failed speculation in all: -x nspec=2 (now 1) would give more speculative buffers
-- without:

dtrace: 97 dynamic variable drops
dtrace: 1 failed speculation (no speculative buffer available)
-- no drops, no summary:

