fired: yes
mismatches: 0

