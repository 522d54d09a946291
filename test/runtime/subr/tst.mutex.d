/*
 * ASSERTION: mutex_owned()/mutex_owner() read a Linux struct mutex's owner
 * word (flags masked); an unlocked mutex has no owner; every Linux mutex
 * is adaptive, none is a spin mutex.  mutex_owner() is a struct
 * task_struct *, as DTrace's (its members can be read).
 */
#pragma D option quiet
BEGIN
{
	m = (struct mutex *)alloca(sizeof(struct mutex));
	printf("%d %d %d %d\n", mutex_owned(m), mutex_owner(m) == 0,
	    mutex_type_adaptive(m), mutex_type_spin(m));
	this->t = mutex_owner(m);
	printf("%d\n", this->t != NULL ? this->t->pid : -1);
	exit(0);
}
