dtrace: /usr/share /

target: /var /

