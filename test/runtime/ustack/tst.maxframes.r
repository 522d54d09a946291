
              pid-funcs`outer+0x4

              pid-funcs`outer+0x4

