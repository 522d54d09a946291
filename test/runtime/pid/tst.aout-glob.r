main
outer
inner

