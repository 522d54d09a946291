#!/bin/sh
# The trigger prints its pid and "ready" first.
grep -v " ready$"
