[fooeyfooeyfoo][foo][yfooeyfoo][yfoo]
[][][eyfooeyfoo][]
[fooeyfooeyfoo][][yfoo][]

