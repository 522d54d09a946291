
              pid-funcs`outer+OFF
              pid-funcs`main+OFF

