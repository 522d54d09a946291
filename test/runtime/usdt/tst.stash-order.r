PROVIDER MODULE FUNCTION NAME
alphaPID sortprog main early
alphaPID sortprog work later
zetaPID sortprog main first
zetaPID sortprog work second
