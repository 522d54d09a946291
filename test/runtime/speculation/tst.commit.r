speculation 1
before commit
speculated 1
speculated two
after commit

