1 2 0
from b
again 1 2
late a

-- @@stderr --
dtrace: 1 failed speculation (no speculative buffer available)
