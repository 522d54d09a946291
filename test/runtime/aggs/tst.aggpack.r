

              key  min .------. max  | count
  b                   0 :  X   : 16   | 1
  a                   0 : x  x : 16   | 4

      key     min .----. max      | count
        1     < 0 : X  : >= 10    | 1
        2     < 0 :   X: >= 10    | 1
