-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/340-text-unknown-font.lua:7: font: "Comic Sans" is not one of Helvetica, Helvetica-Bold, Helvetica Neue, HelveticaNeue, HelveticaNeue-Bold, Arial, ArialMT, Arial-BoldMT, San Francisco, SF Pro, SF Pro Text, SF Pro Display, .SFUI, .SFUI-Regular, .SFUI-Bold, system, boldSystem, Liberation Sans, Liberation Sans Bold
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%", fontSize = 12 }
root:addSublayer(label)
label.font = "Comic Sans"
