provider x { probe a(); };
provider short { probe b(); };
