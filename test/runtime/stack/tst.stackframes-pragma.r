
<frame>
<frame>
end

