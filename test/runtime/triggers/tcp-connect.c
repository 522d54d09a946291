/*
 * tcp-connect: makes TCP connections over loopback for the tcp provider's
 * tests, one step at a time so that the kernel's state changes come in a
 * fixed order:
 *
 *   1. a server listens on 127.0.0.1:47301, a client bound to 127.0.0.2
 *      (another loopback address, so that the two ends differ) connects
 *      to it, the server accepts; the client closes first, then the
 *      server and the listener;
 *   2. the same on [::1]:47302, the client on ::1;
 *   3. a client bound to 127.0.0.2 connects to 127.0.0.1:47303, where
 *      nothing listens: the kernel answers its SYN with a reset
 *      (connection refused).
 *
 * Exits 0 when every step went as described.
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

enum { PORT4 = 47301, PORT6 = 47302, PORT_CLOSED = 47303 };

static int make_addr(int family, int port, struct sockaddr_storage *ss, socklen_t *len)
{
	memset(ss, 0, sizeof(*ss));
	if (family == AF_INET) {
		struct sockaddr_in *in = (struct sockaddr_in *)ss;

		in->sin_family = AF_INET;
		in->sin_port = htons(port);
		in->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		*len = sizeof(*in);
	} else {
		struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)ss;

		in6->sin6_family = AF_INET6;
		in6->sin6_port = htons(port);
		in6->sin6_addr = in6addr_loopback;
		*len = sizeof(*in6);
	}
	return 0;
}

/* A TCP socket; an IPv4 one bound to 127.0.0.2 and a port the kernel picks. */
static int client_socket(int family)
{
	struct sockaddr_in in;
	int fd = socket(family, SOCK_STREAM, 0);

	if (fd < 0 || family != AF_INET)
		return fd;
	memset(&in, 0, sizeof(in));
	in.sin_family = AF_INET;
	in.sin_addr.s_addr = htonl(INADDR_LOOPBACK + 1);
	if (bind(fd, (struct sockaddr *)&in, sizeof(in)) != 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* One connection, closed by the client first; 0 on success. */
static int connection(int family, int port)
{
	struct sockaddr_storage ss;
	socklen_t len;
	int one = 1, lfd, cfd, afd;
	char c = 0;

	make_addr(family, port, &ss, &len);
	lfd = socket(family, SOCK_STREAM, 0);
	if (lfd < 0)
		return 1;
	setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(lfd, (struct sockaddr *)&ss, len) != 0 || listen(lfd, 1) != 0)
		return 1;
	cfd = client_socket(family);
	if (cfd < 0 || connect(cfd, (struct sockaddr *)&ss, len) != 0)
		return 1;
	afd = accept(lfd, 0, 0);
	if (afd < 0)
		return 1;
	close(cfd);
	/* Wait for the client's FIN: read() returns 0 at end of stream. */
	if (read(afd, &c, 1) != 0)
		return 1;
	close(afd);
	close(lfd);
	return 0;
}

static int refused(void)
{
	struct sockaddr_storage ss;
	socklen_t len;
	int fd;

	make_addr(AF_INET, PORT_CLOSED, &ss, &len);
	fd = client_socket(AF_INET);
	if (fd < 0 || connect(fd, (struct sockaddr *)&ss, len) == 0)
		return 1;
	close(fd);
	return 0;
}

int main(void)
{
	if (connection(AF_INET, PORT4) != 0)
		return 1;
	if (connection(AF_INET6, PORT6) != 0)
		return 1;
	return refused();
}
