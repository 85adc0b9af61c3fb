-- args: inspect {scene} --time nan
-- exit: 64
-- stderr: loaderanim: --time must be a time in seconds >= 0, not nan
scene { width = 40, height = 40, duration = 1 }
