5000hz fired
200us fired
200000ns fired

