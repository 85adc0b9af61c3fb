-- fonts.swift's twin: the names UIFont gives for the system font's weights.
scene { title = "Fonts", width = 160, height = 150, background = "white", duration = 0.2, fps = 10 }
local names = { ".SFUI-Ultralight", ".SFUI-Thin", ".SFUI-Semibold", ".SFUI-Black", ".SFUI-Bold", ".SFUI-RegularItalic",
                "HelveticaNeue-Thin", ".SFMono-Bold", "Futura-Bold" }
for i, name in ipairs(names) do
    root:addSublayer(TextLayer { frame = { 4, (i - 1) * 16, 156, 16 }, string = "Loading 42%", font = name, fontSize = 14,
                                 foregroundColor = "black" })
end
