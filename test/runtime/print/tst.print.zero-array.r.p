#!/bin/sh
# Addresses change from run to run.
sed -E 's/0x[0-9a-f]+/{ptr}/g'
