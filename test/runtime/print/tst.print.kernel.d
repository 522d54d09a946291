/*
 * ASSERTION: print() of pointers to kernel (BTF) objects: a struct of
 * pointers, a struct with anonymous members (printed without a name, as
 * Oracle's tst.print.skb shows them), and the first byte of the root
 * directory's name ("/"); integer members keep their typedef names (u32).
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	print(&curthread->fs->root);
	print(&curthread->fs->root.dentry->d_name);
	print(curthread->fs->root.dentry->d_name.name);
	exit(0);
}
