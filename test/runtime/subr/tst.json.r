a: [1]
b: [{"c": [10, "x", true, {"d": null}]}]
b.c: [[10, "x", true, {"d": null}]]
b.c[0]: [10]
b.c[1]: [x]
b.c[2]: [true]

