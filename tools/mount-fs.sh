#!/usr/bin/env bash
# Mounts tracefs and bpffs when they are missing (dtrace also does this for
# itself; tests and benchmarks want them up front).
set -u
mountpoint -q /sys/kernel/tracing || mount -t tracefs nodev /sys/kernel/tracing
mountpoint -q /sys/fs/bpf || mount -t bpf bpf /sys/fs/bpf
exit 0
