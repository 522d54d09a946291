entry 0 target named
return 1 target
entry 1 descendant named
return 2 descendant
entry 2 descendant named
return 3 descendant
entry 3 descendant named
return 4 descendant

