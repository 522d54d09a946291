
              pid-funcs`outer+0x4

