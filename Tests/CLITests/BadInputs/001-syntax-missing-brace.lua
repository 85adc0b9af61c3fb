-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/001-syntax-missing-brace.lua:5: '}' expected (to close '{' at line 4) near 'root'
scene { width = 40, height = 40
root:addSublayer(Layer {})
