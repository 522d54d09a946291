/*
 * The program of tst.dlopen.sh (no probes of its own): dlopens the
 * library named by argv[1] and calls its lib_fire() every 20 ms for
 * argv[2] seconds.
 */
#include <dlfcn.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv) {
	void *h;
	void (*fire)(int);

	if (argc < 3 || (h = dlopen(argv[1], RTLD_NOW)) == NULL)
		return 1;
	fire = (void (*)(int))dlsym(h, "lib_fire");
	if (fire == NULL)
		return 1;
	for (int i = 0; i < atoi(argv[2]) * 50; i++) {
		fire(i);
		usleep(20000);
	}
	return dlclose(h);
}
