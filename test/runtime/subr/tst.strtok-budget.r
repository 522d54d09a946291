alpha
beta
gamma
delta
epsilon
zeta
eta
theta
end

