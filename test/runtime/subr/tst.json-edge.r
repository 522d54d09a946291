s: [hi\"there]
n: [-1.5e+3]
missing: []
[2]: [3]
not json: []
u: [\u00e9]

