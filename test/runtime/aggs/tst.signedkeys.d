/*
 * ASSERTION: with aggsortkey, integer keys sort as unsigned values of
 * their size (so -1 sorts after 2), and print signed for 4- and 8-byte
 * keys, unsigned for 1- and 2-byte ones (DTrace's behaviour).
 */
#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@i8[(char)-2] = sum(-2); @i8[(char)-1] = sum(-1); @i8[(char)0] = sum(0);
	@i8[(char)1] = sum(1); @i8[(char)2] = sum(2);
	@i16[(short)-2] = sum(-2); @i16[(short)-1] = sum(-1); @i16[(short)0] = sum(0);
	@i16[(short)1] = sum(1); @i16[(short)2] = sum(2);
	@i32[-2] = sum(-2); @i32[-1] = sum(-1); @i32[0] = sum(0); @i32[1] = sum(1);
	@i32[2] = sum(2);
	@i64[(long long)-2] = sum(-2); @i64[(long long)-1] = sum(-1);
	@i64[(long long)0] = sum(0); @i64[(long long)1] = sum(1); @i64[(long long)2] = sum(2);
	exit(0);
}
