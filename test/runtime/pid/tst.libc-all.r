malloc(64) returned memory
malloc(128) returned memory
malloc(192) returned memory
free 3
malloc 3

