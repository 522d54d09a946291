#!/bin/sh
# Where the cgroup v2 hierarchy is mounted differs between systems.
sed 's/ hierarchy at \/.*$/ hierarchy at MOUNT/'
