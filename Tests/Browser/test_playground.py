#!/usr/bin/env python3
"""Real-browser tests of `plumb serve`: headless Chromium driven by Selenium.

Run by Tests/Browser/run, which builds plumb, starts `plumb serve` on a free loopback port and
passes its URL. Every scenario of the playground is played as a person would (open the page, load
an example, type, read the error under its line, click a diagnostic, rotate, drag the corner, open
a shared link, play the dynamics), and the view rectangles of the picture are compared with the
frames `plumb layout` prints for the same spec and size. Screenshots go to --screenshots; with
--readme-screenshot the README's picture is written too.

Prints one line per scenario and closes with `browser: N passed, N failed`; exits 1 on a failure.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import traceback

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

TOLERANCE = 0.05  # CSS pixels; the picture is drawn at 1 pt = 1 px


class Playground:
    """The page in one browser, with helpers that wait for the picture to settle."""

    def __init__(self, driver, url, plumb, examples, screenshots):
        self.driver = driver
        self.url = url
        self.plumb = plumb
        self.examples = examples
        self.screenshots = screenshots

    def open(self, url=None):
        self.driver.get(url or self.url)
        self.wait(lambda: self.revision() >= 1)
        self.settle()

    def revision(self):
        return int(self.driver.execute_script("return Number(document.body.dataset.revision || 0)"))

    def drag_answers(self):
        """How many answers of drag sessions (/api/drag) the page has shown."""
        return int(self.driver.execute_script("return Number(document.body.dataset.dragAnswers || 0)"))

    def settle(self, after=None):
        """Waits until a layout newer than revision `after` is shown and none is pending."""
        if after is not None:
            self.wait(lambda: self.revision() > after)
        self.wait(lambda: self.driver.execute_script("return window.plumb && window.plumb.idle()"))

    def wait(self, condition, timeout=20):
        WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(lambda _: condition())

    def element(self, selector):
        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def elements(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def load_example(self, file):
        before = self.revision()
        self.driver.execute_script("document.getElementById('examples').value = ''")
        Select(self.element("#examples")).select_by_value(file)
        self.settle(after=before)

    def source(self):
        return self.driver.execute_script("return document.getElementById('source').value")

    def state(self, key):
        return self.driver.execute_script(f"return window.plumb.state[{json.dumps(key)}]")

    def screenshot(self, name):
        os.makedirs(self.screenshots, exist_ok=True)
        path = os.path.join(self.screenshots, f"{name}.png")
        self.driver.save_screenshot(path)
        return path

    def view_rects(self):
        """Each view's rectangle on the screen, relative to the root's, in CSS pixels (the mouse is
        moved off the picture first, so that no rectangle is outlined)."""
        ActionChains(self.driver).move_to_element(self.element("#file-name")).perform()
        return self.driver.execute_script(
            """
            const rects = {};
            const hits = [...document.querySelectorAll('#view-hits rect')];
            const root = hits.find((r) => r.dataset.name === 'root').getBoundingClientRect();
            for (const hit of hits) {
              const r = hit.getBoundingClientRect();
              rects[hit.dataset.name] = [r.x - root.x, r.y - root.y, r.width, r.height];
            }
            return rects;
            """
        )

    def drawn_rects(self):
        """The rectangles the server's SVG draws in the panel, in the root's points."""
        return self.driver.execute_script(
            """
            const svg = document.querySelector('#picture svg');
            const panel = [...svg.children].find((c) => c.tagName === 'g' && c.getAttribute('transform'));
            return [...panel.children].filter((c) => c.tagName === 'rect').map((rect) =>
              ['x', 'y', 'width', 'height'].map((key) => Number(rect.getAttribute(key))));
            """
        )

    def plumb_layout(self, text, file, *arguments):
        """`plumb layout` of `text` (written to a file named like `file`), parsed."""
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, os.path.basename(file))
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
            run = subprocess.run([self.plumb, "layout", path, *arguments], capture_output=True, text=True)
        return run

    def expect_frames_match_plumb_layout(self, *arguments, drawn=False):
        """The picture's view rectangles equal `plumb layout`'s absolute frames."""
        run = self.plumb_layout(self.source(), self.state("file"), *arguments)
        assert run.returncode == 0, run.stderr
        layout = json.loads(run.stdout)
        rects = self.view_rects()
        assert set(rects) == set(layout["views"]), (sorted(rects), sorted(layout["views"]))
        drawn_rects = self.drawn_rects() if drawn else []
        for name, view in layout["views"].items():
            frame = view["absoluteFrame"]
            expected = [frame["x"], frame["y"], frame["width"], frame["height"]]
            assert close(rects[name], expected), f"{name}: picture {rects[name]} vs plumb layout {expected}"
            if drawn:
                assert any(close(r, expected) for r in drawn_rects), f"{name}: no drawn rectangle at {expected}"
        return layout


def close(a, b):
    return all(abs(x - y) <= TOLERANCE for x, y in zip(a, b))


# ---- the scenarios ------------------------------------------------------------------------------


def open_page(page):
    page.open()
    assert page.driver.title == "Plumb playground"
    options = [o.get_attribute("value") for o in page.elements("#examples option")]
    assert options[1:] == [e["file"] for e in page.examples], options
    assert page.elements("#view-hits rect"), "no picture after opening"
    page.screenshot("01-open")


def load_example(page):
    page.load_example("screen-a.yaml")
    assert page.state("file") == "screen-a.yaml"
    assert page.source().startswith("# Screen (a)")
    page.expect_frames_match_plumb_layout(drawn=True)
    ActionChains(page.driver).move_to_element(page.element('#view-hits rect[data-name="_bottomButton"]')).perform()
    page.wait(lambda: page.element("#info").text == "_bottomButton: x 66, y 35, 46 × 30 in _bottomGrayView")
    page.load_example("screen-b.yaml")
    page.expect_frames_match_plumb_layout()
    page.screenshot("02-example")


def type_a_change(page):
    page.load_example("screen-a.yaml")
    before_height = page.view_rects()["_topGrayView"][3]
    assert abs(before_height - 100) <= TOLERANCE
    text = page.source()
    start = text.index("(==100)") + 3
    source = page.element("#source")
    source.click()
    page.driver.execute_script("document.getElementById('source').setSelectionRange(arguments[0], arguments[1])", start, start + 3)
    revision = page.revision()
    source.send_keys("150")
    page.settle(after=revision)
    assert "(==150)" in page.source()
    assert abs(page.view_rects()["_topGrayView"][3] - 150) <= TOLERANCE
    page.expect_frames_match_plumb_layout(drawn=True)
    page.screenshot("03-typed")


def error_under_its_line(page):
    page.load_example("screen-a.yaml")
    source = page.element("#source")
    source.click()
    page.driver.execute_script("const s = document.getElementById('source'); s.setSelectionRange(s.value.length, s.value.length)")
    revision = page.revision()
    source.send_keys("  - _topButon.width == 10\n")
    page.settle(after=revision)
    bubble = page.element("#error-bubble")
    assert bubble.is_displayed()
    run = page.plumb_layout(page.source(), "screen-a.yaml")
    assert run.returncode == 2
    line = page.source().count("\n")  # the line typed is the last
    expected = run.stderr.strip().replace(os.path.join(os.path.dirname(run.args[2]), ""), "")
    assert bubble.text == expected, (bubble.text, expected)
    assert int(bubble.get_attribute("data-line")) == line
    assert int(bubble.get_attribute("data-column")) == 5
    # Under its line: the bubble's top is just below the line's box in the editor.
    geometry = page.driver.execute_script(
        """
        const s = document.getElementById('source');
        const b = document.getElementById('error-bubble').getBoundingClientRect();
        return {top: b.top - s.getBoundingClientRect().top, scroll: s.scrollTop};
        """
    )
    line_bottom = 6 + line * 18 - geometry["scroll"]
    assert line_bottom <= geometry["top"] <= line_bottom + 10, (geometry, line_bottom)
    assert "error" in page.element(f'#gutter div[data-line="{line}"]').get_attribute("class")
    assert "stale" in page.element("#picture").get_attribute("class")
    page.screenshot("04-error")


def click_a_diagnostic(page):
    page.load_example("conflict.yaml")
    items = page.elements("#diagnostics li")
    assert [i.get_attribute("class") for i in items] == ["unsatisfiable", "ambiguous"]
    revision = page.revision()
    items[0].click()
    page.settle(after=revision)  # the overlay is turned on and drawn
    assert page.element("#overlay").is_selected()
    lit = sorted({int(g.get_attribute("data-line")) for g in page.elements("#picture .constraint.highlighted")})
    assert lit == [8, 10], lit  # the picture draws the spec's constraints: H:|-[a]-| and a.width == 100
    gutter = [int(d.get_attribute("data-line")) for d in page.elements("#gutter div.highlighted")]
    assert gutter == [3, 8, 10], gutter
    assert len(page.elements("#marks .mark")) == 3
    ActionChains(page.driver).move_to_element(page.element('#picture .constraint[data-line="10"] line.hit')).perform()
    page.wait(lambda: page.element("#info").text == "a.width == 100 (line 10): broken")
    page.element("#diagnostics li.ambiguous").click()
    page.wait(lambda: [r.get_attribute("data-name") for r in page.elements("#view-hits rect.highlighted")] == ["b"])
    page.screenshot("05-diagnostic")


def rotate(page):
    page.load_example("screen-b.yaml")
    revision = page.revision()
    page.element('.preset[data-size="375x667"]').click()
    page.settle(after=revision)
    page.expect_frames_match_plumb_layout("--size", "375x667")
    revision = page.revision()
    page.element("#rotate").click()
    page.settle(after=revision)
    assert page.state("size") == {"width": 667, "height": 375}
    layout = page.expect_frames_match_plumb_layout("--size", "667x375")
    assert layout["size"] == {"width": 667, "height": 375}
    page.screenshot("06-rotated")


def drag_the_corner(page):
    page.load_example("screen-a.yaml")
    revision = page.revision()
    page.element('.preset[data-size="320x568"]').click()
    page.settle(after=revision)
    corner = page.element("#corner")
    revision = page.revision()
    answers = page.drag_answers()
    chain = ActionChains(page.driver).click_and_hold(corner)
    for _ in range(6):
        chain = chain.move_by_offset(10, -10).pause(0.05)
    chain.release().perform()
    page.settle(after=revision)
    size = page.state("size")
    assert size == {"width": 380, "height": 508}, size
    # the drag went through the drag session (/api/drag), and its last answer is the final size
    assert page.drag_answers() > answers, (answers, page.drag_answers())
    assert page.state("layout")["size"] == {"width": 380, "height": 508}
    page.expect_frames_match_plumb_layout("--size", "380x508", drawn=True)
    page.screenshot("07-dragged")


def drag_without_the_session(page):
    """When no WebSocket can be opened, the drag falls back to /api/layout and /api/render."""
    page.driver.execute_script(
        "window.savedWebSocket = window.WebSocket;"
        "window.WebSocket = function () { throw new Error('no sockets here'); };")
    try:
        corner = page.element("#corner")
        revision = page.revision()
        answers = page.drag_answers()
        chain = ActionChains(page.driver).click_and_hold(corner)
        for _ in range(3):
            chain = chain.move_by_offset(-10, 10).pause(0.05)
        chain.release().perform()
        page.settle(after=revision)
        size = page.state("size")
        assert size == {"width": 350, "height": 538}, size
        assert page.drag_answers() == answers, (answers, page.drag_answers())
        page.expect_frames_match_plumb_layout("--size", "350x538", drawn=True)
    finally:
        page.driver.execute_script("window.WebSocket = window.savedWebSocket;")


def direction_and_spacing(page):
    page.load_example("screen-b.yaml")
    revision = page.revision()
    page.element("#direction").click()
    page.settle(after=revision)
    assert page.element("#direction").text == "RTL"
    page.expect_frames_match_plumb_layout("--direction", "rtl")
    revision = page.revision()
    page.element("#direction").click()
    page.settle(after=revision)
    page.expect_frames_match_plumb_layout("--direction", "ltr")
    # The spacing profile: the same frames as the spec with `spacing: ios11` written in it.
    revision = page.revision()
    Select(page.element("#spacing")).select_by_value("ios11")
    page.settle(after=revision)
    run = page.plumb_layout("spacing: ios11\n" + page.source(), "screen-b.yaml")
    expected = json.loads(run.stdout)["views"]["_textFieldEmail"]["absoluteFrame"]
    assert expected["x"] == 16, expected  # the ios11 root margins, not ios7's 20
    assert close(page.view_rects()["_textFieldEmail"], [expected[k] for k in ["x", "y", "width", "height"]])
    revision = page.revision()
    Select(page.element("#spacing")).select_by_value("")
    page.settle(after=revision)
    page.expect_frames_match_plumb_layout()


def download_the_svg(page):
    page.load_example("screen-a.yaml")
    target = os.path.join(page.downloads, "screen-a.svg")
    if os.path.exists(target):
        os.remove(target)
    page.element("#download").click()
    page.wait(lambda: os.path.exists(target) and os.path.getsize(target) > 0)
    with open(target, encoding="utf-8") as handle:
        assert handle.read() == page.state("svg")


def open_a_shared_link(page):
    page.load_example("screen-b.yaml")
    revision = page.revision()
    page.element('.preset[data-size="393x852"]').click()
    page.settle(after=revision)
    page.element("#share").click()
    page.wait(lambda: page.element("#share-url").get_attribute("value"))
    link = page.element("#share-url").get_attribute("value")
    assert "#spec=" in link and "size=393x852" in link, link
    text = page.source()
    page.driver.switch_to.new_window("tab")
    page.open(link)
    assert page.source() == text
    assert page.state("size") == {"width": 393, "height": 852}
    assert page.state("file") == "screen-b.yaml"
    page.expect_frames_match_plumb_layout("--size", "393x852")
    page.screenshot("08-shared")
    page.driver.close()
    page.driver.switch_to.window(page.driver.window_handles[0])


def play_the_dynamics(page):
    page.load_example("collision-recipe.yaml")
    page.element('.tab[data-tab="dynamics"]').click()
    page.wait(lambda: page.elements("#simulation svg"))
    assert int(page.element("#simulation").get_attribute("data-frames")) == 91  # 3 s at 30 fps
    page.element("#play").click()
    page.wait(lambda: float(page.element("#time").get_attribute("value")) > 0.3)
    page.element("#pause").click()
    paused = float(page.element("#time").get_attribute("value"))
    time.sleep(0.3)
    assert float(page.element("#time").get_attribute("value")) == paused
    page.driver.execute_script(
        "const t = document.getElementById('time'); t.value = 2.5; t.dispatchEvent(new Event('input'))"
    )
    current = page.driver.execute_script("return document.querySelector('#simulation svg').getCurrentTime()")
    assert abs(current - 2.5) < 0.01, current
    page.screenshot("09-dynamics")
    page.element('.tab[data-tab="layout"]').click()


def readme_screenshot(page, path):
    page.open()
    page.load_example("screen-b.yaml")
    revision = page.revision()
    page.element('.preset[data-size="375x667"]').click()
    page.settle(after=revision)
    if not page.element("#overlay").is_selected():
        revision = page.revision()
        page.element("#overlay").click()
        page.settle(after=revision)
    ActionChains(page.driver).move_to_element(page.element('#view-hits rect[data-name="_registerButton"]')).perform()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    page.driver.save_screenshot(path)


SCENARIOS = [
    open_page,
    load_example,
    type_a_change,
    error_under_its_line,
    click_a_diagnostic,
    rotate,
    drag_the_corner,
    drag_without_the_session,
    direction_and_spacing,
    open_a_shared_link,
    play_the_dynamics,
    download_the_svg,
]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--url", required=True)
    parser.add_argument("--plumb", required=True)
    parser.add_argument("--examples", required=True, help="the examples.json the page lists")
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--readme-screenshot")
    arguments = parser.parse_args()

    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    downloads = os.path.abspath(os.path.join(arguments.screenshots, "downloads"))
    os.makedirs(downloads, exist_ok=True)
    options.add_experimental_option("prefs", {"download.default_directory": downloads, "download.prompt_for_download": False})
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,960", "--hide-scrollbars"]:
        options.add_argument(flag)
    service = webdriver.ChromeService(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    with open(arguments.examples, encoding="utf-8") as handle:
        examples = json.load(handle)
    page = Playground(driver, arguments.url, arguments.plumb, examples, arguments.screenshots)
    page.downloads = downloads
    passed = failed = 0
    try:
        page.open()
        for scenario in SCENARIOS:
            started = time.monotonic()
            try:
                scenario(page)
                passed += 1
                print(f"ok   {scenario.__name__} ({time.monotonic() - started:.1f} s)", flush=True)
            except Exception:
                failed += 1
                print(f"FAIL {scenario.__name__}", flush=True)
                traceback.print_exc()
                page.screenshot(f"failed-{scenario.__name__}")
                logs = driver.get_log("browser") if hasattr(driver, "get_log") else []
                for entry in logs:
                    print(f"     console: {entry.get('message')}")
                page.open()
        if arguments.readme_screenshot and failed == 0:
            readme_screenshot(page, arguments.readme_screenshot)
            print(f"wrote {arguments.readme_screenshot}")
    finally:
        driver.quit()
    print(f"browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
