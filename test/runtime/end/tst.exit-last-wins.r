END ran

