several lines total 297
