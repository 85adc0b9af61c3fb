-- args: preview {scene} --port 70000
-- exit: 64
-- stderr: loaderanim: --port must be 0 to 65535, not 70000 (see loaderanim --help)
scene { width = 40, height = 40, duration = 1 }
