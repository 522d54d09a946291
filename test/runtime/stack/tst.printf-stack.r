one:
<frame>
two:
<frame>
<frame>
left:
                    <frame>
right:
<right-aligned frame>
end

