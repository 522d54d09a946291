[/bin/true one two three]
[<unknown>]

