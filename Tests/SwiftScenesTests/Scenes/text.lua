-- text.swift's twin: the fonts, sizes and colors its UIFonts and attributed strings give.
scene { title = "Text", width = 160, height = 160, background = "white", duration = 0.4, fps = 10 }

local function label(name, y, properties)
    local layer = TextLayer(properties)
    layer.name = name
    layer.frame = { 4, y, 120, 20 }
    root:addSublayer(layer)
end
label("bold", 0, { font = ".SFUI-Bold", fontSize = 14, string = "Bold", foregroundColor = "black" })
label("percent", 20, { string = "42%", font = ".SFUI-Semibold", fontSize = 18, foregroundColor = "systemBlue" })
label("loading", 40, { string = "Loading...", font = "Helvetica-Bold", fontSize = 12, foregroundColor = "red" })
label("plain", 60, { string = "plain", font = "Helvetica", fontSize = 12, foregroundColor = "black" })
label("named", 80, { font = "Helvetica", fontSize = 11, string = "Helvetica", foregroundColor = "darkGray" })
label("courier", 100, { font = "Courier", fontSize = 10, string = "0123", foregroundColor = "black", alignmentMode = "right" })
label("italic", 120, { font = ".SFUI-RegularItalic", fontSize = 13, string = "wait", foregroundColor = "black" })

root:addSublayer(Layer { name = "picture", frame = { 128, 0, 32, 32 }, contents = "assets/spinner.png",
                         contentsGravity = "resizeAspect" })
root:addSublayer(Layer { name = "imageView", frame = { 128, 40, 24, 24 }, contents = "assets/spinner.jpg" })
