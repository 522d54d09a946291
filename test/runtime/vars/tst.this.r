6 local

