total 0
mean 0

                0
