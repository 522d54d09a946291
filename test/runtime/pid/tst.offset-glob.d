/*
 * ASSERTION: an empty probe name (or a glob) also makes one probe per
 * instruction of the function whose hex offset it matches: offset 0 fires
 * alongside entry, once per call, and the later instructions fire too.
 *
 * @@trigger: pid-funcs 3
 * @@runtest-opts: -q
 */
pid$target:a.out:inner:
/probename == "entry"/
{
	e++;
}

pid$target:a.out:inner:
/probename == "0"/
{
	z++;
}

pid$target:a.out:inner:
/probename == "return"/
{
	r++;
}

pid$target:a.out:inner:
/probename != "entry" && probename != "return" && probename != "0"/
{
	later++;
}

pid$target:a.out:outer:[0-9]
/probename == "0"/
{
	outer0++;
}

END
{
	printf("entry %d, 0 %d, return %d, later %s, outer:0 %d\n", e, z, r,
	    later >= 3 ? "yes" : "no", outer0);
}
