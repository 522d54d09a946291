tregs=4: exit 1

        1        2        3        4        5                1
tregs=7: exit 0
-- @@stderr --
dtrace: invalid probe specifier BEGIN { @[1, 2, 3, 4, 5] = count(); exit(0) }: Insufficient tuple registers to generate code
