[fooeyfooeyfoo][foo][yfooeyfoo][yfoo]
[][][eyfooeyfoo][] 1
[fooeyfooeyfoo][][yfoo][]

