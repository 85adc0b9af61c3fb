-- args: render {scene} --out /proc/loaderanim.gif
-- exit: 73
-- stderr: loaderanim: /proc/loaderanim.gif: cannot create a file in /proc (No such file or directory)
scene { width = 40, height = 40, duration = 1 }
