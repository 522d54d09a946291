sym|  <mod>`<fn> |<mod>`<fn>+<off>|  <mod> |

  <mod>`<fn> 2
