first
same clause goes on
end one
end two

