#!/bin/sh
# Which CPU runs BEGIN varies; the rest of the line is pinned.
sed 's/aggregation drops on CPU [0-9][0-9]*$/aggregation drops on CPU N/'
