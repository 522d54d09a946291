10 255 hello 1

