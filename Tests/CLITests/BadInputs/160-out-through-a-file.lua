-- args: render {scene} --out {scene}/a.gif
-- exit: 73
-- stderr: loaderanim: {dir}/160-out-through-a-file.lua/a.gif: {dir}/160-out-through-a-file.lua is a file, not a folder
scene { width = 40, height = 40, duration = 1 }
