-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/019-sandbox-os.lua:5: attempt to index a nil value (global 'os')
scene { width = 40, height = 40, duration = 1 }
os.execute("true")
