-- args: frame {scene} --out {tmp}
-- exit: 73
-- stderr: loaderanim: {tmp} is a folder; give the path of a file
scene { width = 40, height = 40, duration = 1 }
