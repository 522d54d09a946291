/dev/null /dev
/dev/null /dev
/dev/null /dev
/dev/null /dev
/dev/null /dev

