#!/usr/bin/env python3
"""Writes the seeds of the structured fuzz targets (draw, text, transform3d) and the
manifests of `manifest`: `python3 Fuzz/Seeds/make-seeds.py`. Each seed is encoded as the
target's decoder reads it (Fuzz/Sources/FuzzSupport/FuzzBytes.swift and each target's
file), so that it starts the fuzzer at a meaningful case: a good drawing, a known edge.
A seed that drifts from its decoder still decodes to something, only a less meaningful one."""
import json, math, os, struct

HERE = os.path.dirname(os.path.abspath(__file__))
NAN, INF = float("nan"), float("inf")
# FuzzBytes.swift's interestingNumbers, in order.
NUMBERS = [0, -0.0, 1, -1, 0.5, 2, 3, 10, 12, 24, 40, -40, 100, math.pi, 2 * math.pi, -math.pi / 2,
           1e308, -1e308, INF, -INF, NAN, 1e9, -1e9, 1e15, 9007199254740993, 9.3e18,
           1e5, 100001, 10000, 10001, 1e6, 1000001, 1e-9, -1e-9, 1e-300, 5e-324, 1.7976931348623157e308,
           0.999999, 1.000001, 4e9, 65536]


def num(x):
    """number(): an index into NUMBERS, else 240 and the raw double."""
    for i, n in enumerate(NUMBERS):
        if (math.isnan(x) and isinstance(n, float) and math.isnan(n)) or (n == x and math.copysign(1, n) == math.copysign(1, x)):
            return bytes([i])
    return bytes([240]) + struct.pack("<d", x)


def coord(x):
    """coordinate(): a small whole number in one byte, else 128 and a number."""
    if math.isfinite(x) and x == int(x) and -4 <= x <= 27 and (x != 0 or math.copysign(1, x) > 0):
        return bytes([int(x) + 4])
    return bytes([128]) + num(x)


def run(data):
    """run(upTo:): a length (255 and two more bytes for 255 or more), then the bytes."""
    n = len(data)
    return (bytes([n]) if n < 255 else bytes([255, n >> 8, n & 255])) + data


def write(target, name, data):
    folder = os.path.join(HERE, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


# draw: statements of FuzzDraw.swift's DrawProgram.
METHODS = ("addArc addArcTo addCurve addEllipse addLine addPath addQuadCurve addRect beginPath clear clip clipToMask "
           "closePath concatCTM drawImage drawLinearGradient drawPath drawRadialGradient drawText fill fillEllipse "
           "fillPath fillRect move restore restoreGState rotateBy save saveGState scaleBy setAlpha setBlendMode "
           "setFillColor setLineCap setLineDash setLineJoin setLineWidth setMiterLimit setShadow setStrokeColor stroke "
           "strokeEllipse strokePath strokeRect translateBy").split()
WORDS = ["butt", "round", "square", "miter", "bevel", "nonZero", "evenOdd", "fill", "eoFill", "stroke", "fillStroke",
         "eoFillStroke", "normal", "multiply", "screen", "overlay", "clear", "copy", "sourceIn", "destinationOut", "xor",
         "plusLighter", "plusDarker", "luminosity", "", "drawsAfterEndLocation"]
COLORS = ["red", "clear", "#00FF0080", "#12", "systemBlue", "black", "", "transparent"]
LAYERS = ["A", "B", "C", "D", "root"]


def call(method, *args):
    return bytes([0, METHODS.index(method), 1]) + b"".join(args)


def loop(count_index, method, *args):
    return bytes([10, count_index]) + call(method, *args)[1:]


def word(w): return bytes([WORDS.index(w)])
def color(c): return bytes([COLORS.index(c)])
def rect(*xs): return b"".join(coord(x) for x in xs)


def tree(kind, a, b="A", c="A", *args):
    return bytes([13, LAYERS.index(a), LAYERS.index(b), LAYERS.index(c), kind]) + b"".join(args)


def draw_seeds():
    ring = call("setLineWidth", num(3)) + call("setStrokeColor", color("systemBlue")) \
        + call("addArc", coord(8), coord(8), num(3), num(-math.pi / 2), num(math.pi), bytes([0])) + call("strokePath")
    write("draw", "ring", ring)
    write("draw", "shapes", call("setFillColor", color("red")) + call("fillRect", rect(0, 0, 8, 8))
          + call("fillEllipse", rect(4, 4, 8, 8)) + call("strokeRect", rect(1, 1, 6, 6)) + call("clear", rect(2, 2, 2, 2)))
    write("draw", "gradient", call("addRect", rect(0, 0, 16, 4)) + call("clip", word("evenOdd"))
          + call("drawLinearGradient", bytes([2]) + color("red") + color("systemBlue") + bytes([0]), coord(0), coord(0),
                 coord(16), coord(0), bytes([1]) + num(1))
          + call("drawRadialGradient", bytes([1]) + color("black") + bytes([0]), coord(8), coord(8), num(0), coord(8),
                 coord(8), num(10), bytes([0])))
    write("draw", "text", call("setFillColor", color("black")) + call("drawText", run("42%".encode()), coord(8), coord(2),
                                                                      bytes([0]) + num(12) + bytes([1])))
    write("draw", "nan", call("scaleBy", num(NAN), num(NAN)) + call("move", coord(NAN), coord(NAN))
          + call("addLine", coord(NAN), coord(1)) + call("setLineWidth", num(NAN)) + call("setAlpha", num(NAN))
          + call("strokePath") + call("fillRect", rect(NAN, 0, 4, 4)))
    write("draw", "infinities", call("translateBy", coord(INF), coord(-INF)) + call("addRect", rect(-1e308, -1e308, 1e308, 1e308))
          + call("fillPath", word("nonZero")) + call("rotateBy", num(INF)) + call("fillEllipse", rect(0, 0, 1e308, 5e-324))
          + call("setShadow", coord(1e308), coord(0), num(1e308), color("black")) + call("fillRect", rect(0, 0, 4, 4)))
    write("draw", "huge-counts", loop(4, "addLine", coord(1), coord(2)) + loop(3, "fillRect", rect(0, 0, 1, 1))
          + call("setLineDash", num(0), bytes([4]) + num(1e-300) * 4) + call("strokeRect", rect(0, 0, 8, 8)))
    write("draw", "huge-paths", call("addPath", bytes([0, 4])) + call("addPath", bytes([0, 3])) + call("strokePath")
          + call("addPath", bytes([1]) + num(0) + num(0) + num(1e308) + num(0) + num(1e15)) + call("fillPath", word("evenOdd")))
    write("draw", "remove-self", tree(1, "D") + call("fillRect", rect(0, 0, 4, 4)) + tree(0, "root", "D"))
    write("draw", "cycles", tree(0, "D", "A") + tree(0, "D", "D") + tree(2, "A", "D", "root") + tree(5, "D", "D")
          + tree(5, "root", "B") + call("fillRect", rect(0, 0, 4, 4)))
    write("draw", "bounds", tree(3, "D", "A", "A", num(0), num(0), num(1e308), num(1e308)) + tree(6, "D")
          + tree(7, "D", "A", "A", num(1e9), num(-1e9)) + tree(4, "A", "A", "A", rect(0, 0, 0, 0)) + call("fillRect", rect(0, 0, 4, 4)))
    write("draw", "image-contexts", bytes([11]) + num(1e9) + call("fillRect", rect(0, 0, 1, 1)) + coord(4) + coord(4)
          + bytes([11]) + num(10) + call("fillEllipse", rect(0, 0, 8, 8)) + call("clipToMask", bytes([1]), rect(0, 0, 4, 4))
          + coord(8) + coord(8))
    write("draw", "images", call("drawImage", bytes([1]), rect(0, 0, 8, 8)) + call("clipToMask", bytes([1]), rect(0, 0, 8, 8))
          + call("fillRect", rect(0, 0, 8, 8)) + call("drawImage", bytes([0, 0]), rect(0, 0, 8, 8)))
    write("draw", "saved-context", bytes([12]) + call("saveGState") + call("restoreGState") + call("restoreGState")
          + call("restore") + call("fillRect", rect(0, 0, 2, 2)))
    write("draw", "blend-modes", call("setBlendMode", word("plusDarker")) + call("setBlendMode", word("copy"))
          + call("fillRect", rect(0, 0, 8, 8)) + call("setBlendMode", word("clear")) + call("fillEllipse", rect(0, 0, 8, 8)))
    write("draw", "wrong-kinds", bytes([0, METHODS.index("setShadow"), 0, 3, 7, 8, 12])
          + bytes([0, METHODS.index("drawText"), 0, 2, 12, 9]) + bytes([0, METHODS.index("concatCTM"), 0, 1, 3]))


# text: FuzzText.swift's textScript: string, font, size, end size, frame, alignment,
# truncation, wrapped, drawText's point and alignment.
FONTS = ["Helvetica", "Helvetica-Bold", "HelveticaNeue-Thin", ".SFUI-Semibold", "Avenir-Heavy", "Menlo", "Courier",
         "system", "", " ", "-", "Helvetica-", "Helvetica-Bold-Bold", "ComicSans", ".", "Menlo-Bold-Italic"]


def text(string, font="Helvetica", size=12, end=12, frame=(0, 0, 24, 24), alignment=1, truncation=0, wrapped=0):
    head = run(string) + (bytes([1, FONTS.index(font)]) if isinstance(font, str) else bytes([0]) + run(font))
    return head + num(size) + num(end) + rect(*frame) + bytes([alignment, truncation, wrapped]) + coord(0) + coord(4) + bytes([1])


def text_seeds():
    write("text", "loading", text("Loading…".encode(), size=12))
    write("text", "percent-bold", text(b"42%", "Helvetica-Bold", 24, 10, alignment=4))
    write("text", "combining-marks", text(("e" + "\u0301" * 40 + "a\u0308\u0323").encode()))
    write("text", "invalid-utf8", text(b"\xff\xfe\xc0\x80\xed\xa0\x80\xf4\x90\x80\x80a\x80"))
    write("text", "nuls", text(b"a\x00b\x00\x00c", "Menlo"))
    write("text", "at-budget", text(b"W" * 10000, size=1, wrapped=1))
    write("text", "over-budget", text(b"ab" * 5001))
    write("text", "font-bytes", text(b"font", b"\xff\x00Helvetica\n-Bold"))
    write("text", "font-empty", text(b"empty font", ""))
    write("text", "size-nan", text(b"NaN", size=NAN, end=INF))
    write("text", "size-zero-negative", text(b"zero", size=0, end=-12))
    write("text", "size-huge", text(b"huge", "ComicSans", 1e308, 1e9))
    write("text", "size-tiny", text(b"tiny", size=5e-324, end=1e-9))
    write("text", "bidi-emoji", text("\u202eabc \u05e9\u05dc\u05d5\u05dd \U0001F469\u200d\U0001F469\u200d\U0001F467 \ufeff".encode()))
    write("text", "wrapped-truncated", text(b"one two\nthree\tfour " * 8, wrapped=1, truncation=3, frame=(0, 0, 10, 6)))
    write("text", "degenerate-frame", text(b"frame", frame=(0, 0, 0, 0)) + b"")


# transform3d: FuzzTransform3D.swift's transformScript.
ENTRIES = [f"m{r}{c}" for r in range(1, 5) for c in range(1, 5)]


def matrix(**entries):
    return bytes([0]) + b"".join((bytes([1]) + num(entries[n])) if n in entries else bytes([0]) for n in ENTRIES)


def identity_matrix(**entries):
    base = {n: (1 if n[1] == n[2] else 0) for n in ENTRIES}
    base.update(entries)
    return matrix(**base)


def components(**fields):
    names = ["translationX", "translationY", "translationZ", "rotation", "rotationX", "rotationY", "scaleX", "scaleY",
             "scaleZ", "skew", "skewXZ", "skewYZ", "perspectiveX", "perspectiveY", "perspectiveZ", "perspectiveW"]
    return bytes([1]) + b"".join((bytes([0]) + num(fields[n])) if n in fields else bytes([1]) for n in names)


def eye(d, z_index): return bytes([2]) + num(d) + bytes([z_index])
def rotation(angle, x, y, z, d): return bytes([3]) + num(angle) + num(x) + num(y) + num(z) + num(d)
def scale(x, y, z): return bytes([4]) + num(x) + num(y) + num(z)


IDENTITY = scale(1, 1, 1)


def layer(transform=IDENTITY, sublayer=IDENTITY, z=0, anchor_z=0, double_sided=1):
    return transform + sublayer + num(z) + num(anchor_z) + bytes([double_sided])


def animation(key_index, start, end):
    """start and end: bytes of a transform (after a 1) or of a number (after a 0)."""
    return bytes([key_index]) + start + end


def t3(p, l, g, anim=bytes([0, 0]) + num(0) + bytes([0]) + num(0)):
    return p + l + g + anim


def transform_seeds():
    write("transform3d", "flip", t3(layer(), layer(rotation(math.pi / 4, 0, 1, 0, 400)), layer(),
                                    animation(1, bytes([0]) + num(0), bytes([0]) + num(math.pi))))
    write("transform3d", "shared-perspective", t3(layer(sublayer=eye(500, 0)), layer(double_sided=0), layer(),
                                                  animation(1, bytes([0]) + num(0), bytes([0]) + num(2 * math.pi))))
    write("transform3d", "eye-plane", t3(layer(sublayer=eye(100, 0)), layer(eye(100, 2)), layer(),
                                         animation(0, bytes([0]) + num(0), bytes([0]) + num(200))))
    write("transform3d", "near-eye-plane", t3(layer(), layer(eye(40, 3), eye(40, 4)), layer(eye(10, 5))))
    write("transform3d", "singular", t3(layer(matrix(m44=1)), layer(scale(0, 0, 0)), layer(identity_matrix(m11=0, m21=1))))
    write("transform3d", "near-singular", t3(layer(scale(1e-300, 1e-300, 1)), layer(identity_matrix(m11=1e-9, m22=1e-9)),
                                             layer(identity_matrix(m12=0.999999, m21=1.000001))))
    write("transform3d", "m44", t3(layer(identity_matrix(m44=0)), layer(identity_matrix(m44=-1)), layer(identity_matrix(m44=5e-324))))
    write("transform3d", "components-nan", t3(layer(components(rotationY=NAN, perspectiveZ=INF)),
                                              layer(components(scaleX=0, skew=1e308, perspectiveW=0)), layer(components(perspectiveZ=-1e-9))))
    write("transform3d", "huge-entries", t3(layer(identity_matrix(m11=1e308, m34=-1e308, m41=1e308)),
                                            layer(identity_matrix(m14=1e9, m24=-1e9)), layer()))
    write("transform3d", "perspective-degenerate", t3(layer(sublayer=eye(0, 0)), layer(eye(-1e-9, 0)), layer(eye(NAN, 0))))
    write("transform3d", "axis-degenerate", t3(layer(rotation(math.pi, 0, 0, 0, 100)), layer(rotation(1, NAN, 1, 0, 100)),
                                               layer(rotation(1e15, 1e308, 1e308, 0, 1e-9))))
    write("transform3d", "back-faces", t3(layer(sublayer=eye(200, 0)), layer(rotation(math.pi, 0, 1, 0, 200), double_sided=0),
                                          layer(rotation(math.pi, 1, 0, 0, 200), double_sided=0)))
    write("transform3d", "depth-edges", t3(layer(z=INF, anchor_z=1e308), layer(z=-1e9, anchor_z=NAN), layer(z=5e-324)))
    write("transform3d", "matrix-animation", t3(layer(sublayer=eye(100, 0)), layer(), layer(),
                                                animation(5, bytes([1]) + identity_matrix(m34=-0.01), bytes([1]) + scale(0, 0, 0))))


def manifest_seeds():
    def seed(name, value):
        write("manifest", name + ".json", (value if isinstance(value, bytes) else json.dumps(value, indent=1).encode()))
    seed("entries", {"entries": [{"scene": "spinner", "out": "out/spinner.gif"}]})
    seed("list", [{"scene": "spinner", "out": "a.gif", "set": {"lineWidth": 8, "colors": ["orange", "purple"]}},
                  {"scene": "ball-pulse", "out": "b.gif", "set": ["duration=0.5"]}])
    seed("every-option", [{"scene": "spinner", "out": "c.gif", "width": 40, "height": 40, "scale": 1, "background": "white",
                           "max-pixels": 1000000, "fps": 25, "duration": 0.5, "matte": "black", "loop": 1, "colors": 16,
                           "dither": "none", "tolerance": 2, "max-frames": 100, "threads": 1, "frame-memory": 1,
                           "max-instructions": 1000000, "max-memory": 64}])
    seed("unknown-fields", {"entries": [{"scene": "spinner", "out": "a.gif", "widht": 3}], "extra": 1})
    seed("same-output", [{"scene": "spinner", "out": "x.gif"}, {"scene": "spinner", "out": "./x.gif"}, {"scene": "spinner", "out": "-"}])
    seed("wrong-types", [{"scene": 3, "out": ["a"], "width": "40", "set": 5, "loop": 1.5, "dither": "bogus"}, 7, None])
    seed("edges", [{"scene": "spinner", "out": "a.gif", "width": -1, "height": 0, "scale": 1e308, "fps": 0, "max-frames": 0},
                   {"scene": "spinner", "out": "b.gif", "max-pixels": -1, "colors": 1, "threads": -1, "frame-memory": 9223372036854775807},
                   {"scene": "spinner", "out": "c.gif", "duration": -1, "matte": "not a color", "background": "transparent"}])
    seed("huge-numbers", b'[{"scene":"spinner","out":"a.gif","width":1e999,"fps":-0,"max-instructions":99999999999999999999}]')
    seed("syntax-error", b'{"entries": [\n  {"scene": "spinner", "out": "a.gif",}\n]}')
    seed("empty", b"")
    seed("null", b"null")
    seed("deep", b"[" * 2000 + b"]" * 2000)
    seed("scene-paths", [{"scene": "no-such-scene", "out": "a.gif"}, {"scene": "missing/x.lua", "out": "b.gif"},
                         {"scene": "scenes/", "out": "c.gif"}, {"scene": "examples/swift/spinner.swift", "out": "d.gif"},
                         {"scene": "", "out": ""}])
    seed("escapes", b'[{"scene":"spin\\u0000ner","out":"\\ud800.gif","set":{"\\u00e9":"\\udfff"}}]')
    seed("bad-parameters", [{"scene": "spinner", "out": "a.gif", "set": {"lineWidth": "nan", "nope": 1, "colors": [[1]]}}])


draw_seeds()
text_seeds()
transform_seeds()
manifest_seeds()
