global: 305 300 5 21 ok 0
this: 305 ok
self: 300 0
member: 21

