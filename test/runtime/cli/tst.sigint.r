start
end

status 0
