-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/019-sandbox-os.lua:5: attempt to call a nil value (field 'execute')
scene { width = 40, height = 40, duration = 1 }
os.execute("true")
