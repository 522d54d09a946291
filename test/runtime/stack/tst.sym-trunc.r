
  <mod>`<fn> <count>


