/*
 * ASSERTION: ustack() records the user stack where the probe fired and
 * prints it as stack() does: a newline, then one frame per line, indented
 * by stackindent, as module`function+0xoffset (the executable under its
 * own name).  The probe is past outer's prologue, so its frame is on the
 * frame-pointer chain the kernel walks.  Offsets and the C library's
 * frames (its functions have no symbols in a stripped libc) are filtered.
 *
 * @@trigger: pid-funcs 1
 * @@runtest-opts: -q
 */
pid$target:a.out:outer:4
{
	ustack();
}
