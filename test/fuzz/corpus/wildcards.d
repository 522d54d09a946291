syscall::*read*:return /self->ts/ { @q = quantize(timestamp - self->ts); self->ts = 0; }
