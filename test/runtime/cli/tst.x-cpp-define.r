answer 42

