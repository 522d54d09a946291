[usr][lib][dtrace]

