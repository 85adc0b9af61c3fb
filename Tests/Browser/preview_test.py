#!/usr/bin/env python3
"""The preview page in real headless Chromium (Selenium): the first frame drawn, a scrub
compared with /frame.png, the inspector's "none" for nil values, a parameter slider, a saved edit reloading the page, and A/B;
then a Swift scene's frames, its compile error on the page and the recovery.

    Tests/Browser/preview_test.py LOADERANIM

Starts `LOADERANIM preview` on a copy of scenes/spinner.lua (then of a Swift test scene)
and a free port. Screenshots of
a failure go to $PREVIEW_SCREENSHOTS (default .build/preview-screenshots). Exits 1 on a failure.
"""
import os, re, shutil, subprocess, sys, tempfile, time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHOTS = os.environ.get("PREVIEW_SCREENSHOTS", os.path.join(ROOT, ".build", "preview-screenshots"))


def wait(what, predicate, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


# The largest difference, in 8-bit levels of any channel, between a canvas of the page and
# a PNG the server answers at `url` (decoded by the browser, unpremultiplied): -1 when the
# sizes differ. Run in the page, so no image library is needed here.
DIFFERENCE = """
const [canvasId, url, done] = arguments;
(async () => {
  const image = await createImageBitmap(await (await fetch(url)).blob(),
                                        { premultiplyAlpha: "none", colorSpaceConversion: "none" });
  const canvas = document.getElementById(canvasId);
  if (canvas.width !== image.width || canvas.height !== image.height) return -1;
  const scratch = new OffscreenCanvas(image.width, image.height).getContext("2d");
  scratch.drawImage(image, 0, 0);
  const a = scratch.getImageData(0, 0, image.width, image.height).data;
  const b = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs(a[i] - b[i]));
  return most;
})().then(done, (e) => done(String(e)));
"""


def difference(driver, canvas_id, url):
    return driver.execute_async_script(DIFFERENCE, canvas_id, url)


def colors(driver, canvas_id):
    return driver.execute_script(f"""
        const c = document.getElementById('{canvas_id}');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const seen = new Set();
        for (let i = 0; i < d.length; i += 4) seen.add(d[i] << 24 | d[i + 1] << 16 | d[i + 2] << 8 | d[i + 3]);
        return [c.width, c.height, seen.size];""")


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)


def main():
    return lua_scene(sys.argv[1]) or swift_scene(sys.argv[1])


def lua_scene(binary):
    folder = tempfile.mkdtemp(prefix="loaderanim-browser-")
    scene = os.path.join(folder, "spinner.lua")
    shutil.copy(os.path.join(ROOT, "scenes", "spinner.lua"), scene)
    server = subprocess.Popen([binary, "preview", scene, "--port", "0"], stdout=subprocess.PIPE, text=True)
    url = re.search(r"http://\S+/", server.stdout.readline()).group(0)
    driver = browser()
    step = "opening the page"
    try:
        driver.get(url)
        step = "the first frame"
        wait("a frame drawn", lambda: driver.execute_script("return window.preview && window.preview.drawn"))
        width, height, count = colors(driver, "canvas-b")
        assert (width, height) == (160, 160), (width, height)
        assert count > 10, "the canvas is blank"
        driver.execute_script("window.preview.playing = false")

        step = "the inspector's nil values"
        # The spinner's view (the first layer, open) sets no shadowPath, contents, mask or
        # backgroundColor: each reads "none" (Core Animation's nil). Its cornerRadius (25,
        # half its 50-point frame) is a number, shown as one.
        rows = wait("the inspected view", lambda: driver.execute_script("""
            const rows = [...document.querySelectorAll('#inspect > details > table tr')];
            return rows.length && Object.fromEntries(rows.map((r) => [r.cells[0].textContent, r.cells[1].textContent]));"""))
        for key in ["shadowPath", "contents", "mask", "backgroundColor"]:
            assert rows.get(key) == "none", f"{key}: {rows.get(key)!r}"
        assert rows.get("cornerRadius") == "25", rows.get("cornerRadius")

        step = "scrubbing to 1.234 s"
        scrubber = driver.find_element(By.ID, "scrubber")
        driver.execute_script("arguments[0].value = 1.234; arguments[0].dispatchEvent(new Event('input'))", scrubber)
        wait("the frame at 1.234 s", lambda: driver.execute_script(
            "const d = window.preview.drawn; return d && d.time === 1.234 && !window.preview.playing"))
        most = difference(driver, "canvas-b", "/frame.png?t=1.234")
        assert most == 0, f"the canvas differs from /frame.png by {most} levels"
        shown = driver.find_element(By.ID, "time").text
        assert shown == "1.234 s", shown

        step = "moving the lineWidth slider"
        slider = driver.find_element(By.CSS_SELECTOR, "#params input[data-name=lineWidth]")
        driver.execute_script("arguments[0].value = 15; arguments[0].dispatchEvent(new Event('input'))", slider)
        wait("the frame with lineWidth 15", lambda: driver.execute_script(
            "const d = window.preview.drawn; return d && d.params.lineWidth === '15'"))
        assert difference(driver, "canvas-b", "/frame.png?t=1.234") > 50, "the frame did not change"
        assert difference(driver, "canvas-b", "/frame.png?t=1.234&set=lineWidth%3D15") == 0
        command = driver.find_element(By.ID, "command").text
        assert command == f"loaderanim render {scene} --set lineWidth=15 --out spinner.gif", command

        step = "saving an edit"
        generation = driver.execute_script("return window.preview.generation")
        with open(scene) as f:
            text = f.read()
        with open(scene, "w") as f:
            f.write(text.replace('"red", "systemGreen", "systemBlue"', '"orange", "purple", "black"'))
        wait("the reload", lambda: driver.execute_script(
            f"const d = window.preview.drawn; return d && d.generation > {generation}"))
        assert driver.execute_script("return window.preview.time") == 1.234
        assert difference(driver, "canvas-b", "/frame.png?t=1.234&set=lineWidth%3D15") == 0
        assert difference(driver, "canvas-b", "/frame.png?t=1.234&set=lineWidth%3D15&set=colors%3D%5Bred%2CsystemGreen%2CsystemBlue%5D") > 50, \
            "the edit did not change the frame"

        step = "a broken script"
        with open(scene, "a") as f:
            f.write("\nlocal broken = ((\n")
        error = wait("the error line", lambda: driver.find_element(By.ID, "error").is_displayed()
                     and driver.find_element(By.ID, "error").text)
        assert error.startswith(f"loaderanim: {scene}:"), error
        with open(scene, "w") as f:
            f.write(text)
        wait("the error cleared", lambda: not driver.find_element(By.ID, "error").is_displayed())

        step = "pinning A"
        driver.find_element(By.ID, "pin").click()
        slider = driver.find_element(By.CSS_SELECTOR, "#params input[data-name=lineWidth]")
        driver.execute_script("arguments[0].value = 2; arguments[0].dispatchEvent(new Event('input'))", slider)
        wait("A and B drawn", lambda: driver.execute_script(
            "const d = window.preview.drawn; return d && d.pinned && d.pinned.lineWidth === '15' && d.params.lineWidth === '2'"))
        assert driver.find_element(By.ID, "view-a").is_displayed() and driver.find_element(By.ID, "view-b").is_displayed()
        assert difference(driver, "canvas-a", "/frame.png?t=1.234&set=lineWidth%3D15") == 0
        assert difference(driver, "canvas-b", "/frame.png?t=1.234&set=lineWidth%3D2") == 0

        step = "the timeline"
        count = driver.execute_script("return document.querySelectorAll('#timeline .track').length")
        assert count == 4, count
        driver.execute_script("document.querySelector('#timeline .track').click()")
        detail = wait("the animation's detail", lambda: driver.find_element(By.ID, "animation-detail").is_displayed()
                      and driver.find_element(By.ID, "animation-detail").text)
        assert "easeInEaseOut" in detail and "strokeStart" in detail, detail
        print("browser test: page, scrub, inspector nils, slider, reload, error, A/B and timeline pass")
        return 0
    except Exception as error:
        return failed(driver, step, error)
    finally:
        driver.quit()
        server.terminate()
        server.wait()
        shutil.rmtree(folder, ignore_errors=True)


def swift_scene(binary):
    """A copy of a Swift scene: its frames on the page, its compile error with file:line:col
    over the last good frame, and the page back once the file is fixed."""
    folder = tempfile.mkdtemp(prefix="loaderanim-browser-swift-")
    scene = os.path.join(folder, "Values.swift")
    shutil.copy(os.path.join(ROOT, "Tests", "SwiftScenesTests", "Scenes", "values.swift"), scene)
    server = subprocess.Popen([binary, "preview", scene, "--port", "0"], stdout=subprocess.PIPE, text=True)
    url = re.search(r"http://\S+/", server.stdout.readline()).group(0)
    driver = browser()
    step = "opening the Swift scene's page"
    try:
        driver.get(url)
        wait("a frame drawn", lambda: driver.execute_script("return window.preview && window.preview.drawn"), 30)
        width, height, count = colors(driver, "canvas-b")
        assert (width, height) == (200, 120) and count > 3, (width, height, count)
        assert driver.execute_script("return window.preview.length") == 2
        # The program's timeline: values.lua's six tracks (its Lua twin).
        wait("the Swift scene's timeline", lambda: driver.execute_script(
            "return document.querySelectorAll('#timeline .track').length") == 6, 30)

        step = "scrubbing the Swift scene to 0.5 s"
        driver.execute_script("window.preview.playing = false")
        scrubber = driver.find_element(By.ID, "scrubber")
        driver.execute_script("arguments[0].value = 0.5; arguments[0].dispatchEvent(new Event('input'))", scrubber)
        wait("the frame at 0.5 s", lambda: driver.execute_script(
            "const d = window.preview.drawn; return d && d.time === 0.5 && !window.preview.playing"), 30)
        most = difference(driver, "canvas-b", "/frame.png?t=0.5")
        assert most == 0, f"the canvas differs from /frame.png by {most} levels"

        step = "a compile error"
        with open(scene) as f:
            text = f.read()
        with open(scene, "w") as f:
            f.write(text.replace("bar.lineWidth = 6", "bar.lineWidth = six"))
        error = wait("the compile error", lambda: driver.find_element(By.ID, "error").is_displayed()
                     and driver.find_element(By.ID, "error").text, 60)
        line = next(i for i, l in enumerate(text.split("\n"), 1) if "bar.lineWidth = 6" in l)
        assert error.startswith(f"loaderanim: {scene}:{line}:17: error: cannot find 'six' in scope"), error
        assert difference(driver, "canvas-b", "/frame.png?t=0.5") == 0, "the last good frame is gone"

        step = "fixing the Swift scene"
        generation = driver.execute_script("return window.preview.generation")
        with open(scene, "w") as f:
            f.write(text.replace("bar.lineWidth = 6", "bar.lineWidth = 12"))
        wait("the error cleared", lambda: not driver.find_element(By.ID, "error").is_displayed(), 60)
        wait("the new frame", lambda: driver.execute_script(
            f"const d = window.preview.drawn; return d && d.generation > {generation}"), 30)
        assert difference(driver, "canvas-b", "/frame.png?t=0.5") == 0
        print("browser test: a Swift scene's frames, compile error and recovery pass")
        return 0
    except Exception as error:
        return failed(driver, step, error)
    finally:
        driver.quit()
        server.terminate()
        server.wait()
        shutil.rmtree(folder, ignore_errors=True)


def failed(driver, step, error):
    """A screenshot of the page, and the step that failed."""
    os.makedirs(SHOTS, exist_ok=True)
    shot = os.path.join(SHOTS, "preview-failure.png")
    driver.save_screenshot(shot)
    print(f"browser test: FAILED at {step}: {error!r} (screenshot: {shot})", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
