dequeue 1 (bad cpu 0) enqueue 1 (bad cpu 0, front 0) bad lwp 0

