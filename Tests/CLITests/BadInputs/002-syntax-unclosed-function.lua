-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/002-syntax-unclosed-function.lua:7: 'end' expected (to close 'function' at line 5) near <eof>
scene { width = 40, height = 40, duration = 1 }
at(0.5, function()
  root.opacity = 0.5
