
<mod>`<fn> 1
<mod> 3
7 <mod>`<fn> 1
