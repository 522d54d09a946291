line 1: program nesting is too deep (more than 10000 levels)
plus: status 1
line 1: program nesting is too deep (more than 10000 levels)
comma: status 1
line 1: program nesting is too deep (more than 512 levels)
ternary: status 1
line 1: program nesting is too deep (more than 512 levels)
assign: status 1
line 1: program nesting is too deep (more than 10000 levels)
member: status 1
line 1: program nesting is too deep (more than 10000 levels)
wrapped: status 1
predicate: status 0
