
              pid-funcs`outer+OFF
              pid-funcs`main+OFF

pid-funcs`outer+OFF
1

