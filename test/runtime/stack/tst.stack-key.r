

              <frame>
                3
