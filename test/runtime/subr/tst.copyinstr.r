/dev/null /de
/dev/null /de
/dev/null /de
/dev/null /de
/dev/null /de

