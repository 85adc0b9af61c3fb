-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/355-text-font-near-miss.lua:5: font: "Helvetica Bold" is not one of Helvetica, Helvetica-Bold, Helvetica Neue, HelveticaNeue, HelveticaNeue-Bold, Arial, ArialMT, Arial-BoldMT, San Francisco, SF Pro, SF Pro Text, SF Pro Display, .SFUI, .SFUI-Regular, .SFUI-Bold, system, boldSystem, Liberation Sans, Liberation Sans Bold: did you mean Helvetica-Bold?
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%", font = "Helvetica Bold" }
