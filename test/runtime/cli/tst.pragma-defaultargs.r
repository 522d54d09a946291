interval 5 name []

