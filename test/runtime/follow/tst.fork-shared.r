0 target
1 descendant
2 descendant
3 descendant

