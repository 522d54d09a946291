[] [/d] [/dev/] [/dev/]

