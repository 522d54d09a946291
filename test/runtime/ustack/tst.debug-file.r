
              spin`hidden_spin+<off>

status 0

              spin-nodebug`<addr>

status 0
