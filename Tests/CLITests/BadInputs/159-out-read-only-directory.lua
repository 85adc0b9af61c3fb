-- args: render {scene} --out {readonly}/a.gif
-- exit: 73
-- stderr: loaderanim: {readonly}/a.gif: cannot create a file in {readonly} (Permission denied)
scene { width = 40, height = 40, duration = 1 }
