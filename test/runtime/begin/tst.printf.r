42|   42|42   |00042|-42
7|   123
ff|FF|000000ff|   a
abc|       abc|abc       |
Ab|  z
100%

