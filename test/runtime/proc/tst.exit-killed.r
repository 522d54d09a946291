exit 2

