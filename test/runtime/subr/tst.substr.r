[barbazbop][][obarbazbop][foobarbazbop][oobarbazbop][p][][]
[zbop][arba][rbazbop][rbazbop][][][]
[][barbazbo][barba][][obarb][foobarbazbop]
[p][][][foobarbazbop][][f][foobarbazbop][foobarbazbo]

