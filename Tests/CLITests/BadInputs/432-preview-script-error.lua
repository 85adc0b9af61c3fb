-- args: preview {scene} --port 0
-- exit: 65
-- stderr: loaderanim: {dir}/432-preview-script-error.lua:5: opacity must be a number, not string
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(Layer { frame = { 0, 0, 10, 10 }, opacity = "half" })
