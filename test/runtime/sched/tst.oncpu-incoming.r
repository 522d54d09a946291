on-cpu for the incoming thread: yes
off CPU 5 ms or more, 20 times or more: yes

