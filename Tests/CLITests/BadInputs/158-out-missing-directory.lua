-- args: render {scene} --out {tmp}/missing/dir/a.gif
-- exit: 73
-- stderr: loaderanim: {tmp}/missing/dir/a.gif: the folder {tmp}/missing/dir does not exist
scene { width = 40, height = 40, duration = 1 }
