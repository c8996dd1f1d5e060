"""Fixtures for the explorer's real-browser tests: the server, headless Chromium, and a `page`
helper that drives the explorer as a person would and fails a test on any browser console error.

The server's base URL comes from PLAYGROUND_URL; without it, the built binary is started on a free
port from the repository root (the first of .build/debug, .build/release).
"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import time
import urllib.error
import urllib.request

import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "test-output"
SHOTS = OUTPUT / "screenshots"
VIEWPORT = (1280, 800)


def _start_server():
    candidates = [ROOT / ".build/debug/containment-playground", ROOT / ".build/release/containment-playground"]
    binary = next((c for c in candidates if c.exists()), None)
    if binary is None:
        pytest.exit("PLAYGROUND_URL is not set and no server binary was found (build it first)", returncode=2)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    log_path = OUTPUT / "browser-server.log"
    log = open(log_path, "w")
    process = subprocess.Popen([str(binary), "--host", "127.0.0.1", "--port", "0"], cwd=ROOT,
                               stdout=log, stderr=subprocess.STDOUT)
    deadline = time.time() + 15
    while time.time() < deadline:
        match = re.search(r"listening on (http://127\.0\.0\.1:\d+)", log_path.read_text())
        if match:
            return process, match.group(1)
        if process.poll() is not None:
            break
        time.sleep(0.1)
    process.kill()
    pytest.exit(f"the server did not start; see {log_path}", returncode=2)


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("PLAYGROUND_URL")
    if url:
        yield url.rstrip("/")
        return
    process, url = _start_server()
    yield url
    process.terminate()
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="session")
def server_has_presets(base_url):
    try:
        with urllib.request.urlopen(f"{base_url}/v1/presets", timeout=5) as response:
            return response.status == 200
    except urllib.error.HTTPError:
        return False


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(path):
            options.binary_location = path
            break
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}", "--force-color-profile=srgb", "--hide-scrollbars"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    chromedriver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    drv = webdriver.Chrome(service=Service(chromedriver), options=options)
    drv.set_script_timeout(30)
    yield drv
    drv.quit()


def set_viewport(driver, width, height):
    """Resizes the window so the page itself (not the window) is width x height."""
    driver.set_window_size(width, height)
    inner_w, inner_h = driver.execute_script("return [innerWidth, innerHeight]")
    if (inner_w, inner_h) != (width, height):
        driver.set_window_size(width + (width - inner_w), height + (height - inner_h))


class Page:
    """The explorer as a person sees it: click, type, read what is shown."""

    def __init__(self, driver, base_url, request):
        self.d = driver
        self.base = base_url
        self.allowed = []
        self.request = request

    # Navigation and waiting
    def open(self, url=None):
        self.d.get("about:blank")
        self.d.get(url or f"{self.base}/")
        self.wait(lambda: self.js("return document.body.dataset.ready") == "true", "the page to start")
        self.wait_idle()
        return self

    def wait(self, condition, what="a condition", timeout=15):
        try:
            # A re-render may replace an element between finding and reading it: try again.
            return WebDriverWait(self.d, timeout, poll_frequency=0.05,
                                 ignored_exceptions=(StaleElementReferenceException,)).until(lambda _: condition())
        except TimeoutException:
            self.shot(f"TIMEOUT-{self.request.node.name}", top=False)
            raise AssertionError(f"timed out waiting for {what}; status: {self.status()!r}") from None

    def wait_idle(self):
        self.wait(lambda: self.js("return document.body.dataset.busy !== 'true' && "
                                  "document.getElementById('timebar').dataset.pending !== 'true'"), "the page to settle")

    def wait_step(self, step, live=None):
        def ok():
            bar = self.js("const b = document.getElementById('timebar'); return [b.dataset.step, b.dataset.live, b.dataset.pending]")
            return bar[0] == str(step) and bar[2] == "false" and (live is None or bar[1] == str(live).lower())
        self.wait(ok, f"step {step}")

    # Reading
    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def find(self, css):
        return self.d.find_element(By.CSS_SELECTOR, css)

    def finds(self, css):
        return self.d.find_elements(By.CSS_SELECTOR, css)

    def text(self, css):
        # The editor's marks and the log are drawn again after a run settles: an element found a
        # moment ago may be gone; find it again.
        for _ in range(10):
            try:
                return self.find(css).text
            except StaleElementReferenceException:
                time.sleep(0.05)
        return self.find(css).text

    def status(self):
        return self.js("return document.getElementById('status')?.textContent || ''")

    def steps(self):
        """How many steps (accepted scripts) the session has: the time bar's positions are finer."""
        return int(self.find("#timebar").get_attribute("data-total"))

    def wait_position(self, step, statement=None, live=None, entry=None):
        """Waits until the time bar shows `statement` of `step` (None: the step's end), settled; with
        `entry`, the callback position of that log entry (its sequence), else no callback's."""
        def ok():
            bar = self.js("const b = document.getElementById('timebar'); "
                          "return [b.dataset.step, b.dataset.statement, b.dataset.live, b.dataset.pending, b.dataset.entry || '']")
            return (bar[0] == str(step) and bar[1] == ("" if statement is None else str(statement)) and bar[3] == "false"
                    and (live is None or bar[2] == str(live).lower()) and bar[4] == ("" if entry is None else str(entry)))
        self.wait(ok, f"step {step}, statement {statement}" + (f", entry {entry}" if entry is not None else ""))

    def log_texts(self):
        """The log lines shown, in order (all groups)."""
        return self.js("return [...document.querySelectorAll('#log-groups .entry .text')].map(e => e.textContent)")

    def svg_size(self):
        svg = self.find("#screen-svg")
        return int(float(svg.get_attribute("width"))), int(float(svg.get_attribute("height")))

    def tree_names(self):
        return self.js("return [...document.querySelectorAll('#tree [role=treeitem]')].map(e => e.dataset.name)")

    def editor_text(self):
        """The editor's text (CodeMirror's, or the fallback textarea's)."""
        return self.js("const cm = document.querySelector('#editor .CodeMirror');"
                       "return cm ? cm.CodeMirror.getValue() : document.getElementById('script').value")

    def runs(self):
        """How many runs from the editor have ended (accepted or refused)."""
        return int(self.js("return document.body.dataset.runs || '0'"))

    # Acting
    def set_script(self, text):
        """Puts `text` in the editor as if pasted (an edit: the editor hears it as typing)."""
        self.js("""const cm = document.querySelector('#editor .CodeMirror');
            if (cm) { const e = cm.CodeMirror; e.replaceRange(arguments[0], {line: 0, ch: 0}, {line: e.lastLine()}, 'paste'); }
            else { const t = document.getElementById('script'); t.value = arguments[0];
                   t.dispatchEvent(new Event('input', {bubbles: true})); }""", text)

    def run(self, text=None):
        """Runs the editor's text (or `text`) with the Run button: a fresh session. Waits for the result."""
        if text is not None:
            self.set_script(text)
        before = self.runs()
        self.click("#run")
        self.wait(lambda: self.runs() > before, "the run to end")
        self.wait_step(self.steps(), live=True)
        self.wait_idle()

    def append(self, text=None):
        """Appends the editor's text (or `text`) to the live session as one more step, and waits for it."""
        if text is not None:
            self.set_script(text)
        before = self.steps()
        self.click("#append")
        self.wait_step(before + 1, live=True)
        self.wait_idle()

    def click(self, css):
        """Clicks an element brought to the middle of the window (the sticky time bar covers the top)."""
        element = self.find(css)
        self.js("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    def tab(self, name):
        self.find(f"#tab-{name}").click()

    def shot(self, name, top=True):
        SHOTS.mkdir(parents=True, exist_ok=True)
        if top:
            self.js("window.scrollTo(0, 0)")
        self.d.save_screenshot(str(SHOTS / f"{name}.png"))

    def shot_element(self, css, name):
        SHOTS.mkdir(parents=True, exist_ok=True)
        element = self.find(css)
        width, height = self.js("return [innerWidth, innerHeight]")
        tall = element.size["height"] + 40 > height
        if tall:  # a picture of the whole element: make the page tall enough for it
            set_viewport(self.d, width, min(int(element.size["height"]) + 80, 3000))
        # The sticky time bar would cover the element's top: let it scroll away for the picture.
        self.js("document.getElementById('timebar').style.position = 'static';"
                "arguments[0].scrollIntoView({block: 'start'})", element)
        try:
            element.screenshot(str(SHOTS / f"{name}.png"))
        finally:
            self.js("document.getElementById('timebar').style.position = ''")
            if tall:
                set_viewport(self.d, width, height)

    def allow_console(self, pattern):
        """A console error this test provokes on purpose (e.g. a 400 for a faulty script)."""
        self.allowed.append(re.compile(pattern))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture
def page(driver, base_url, server_has_presets, request):
    set_viewport(driver, *VIEWPORT)
    # Leave the last test's page first: it saves its editor text as the draft when it goes
    # (pagehide); then forget the drafts and the theme, so every test starts as a first visit.
    driver.get("about:blank")
    driver.get(f"{base_url}/favicon.svg")  # the origin, without the page's scripts
    driver.execute_script("localStorage.clear()")
    driver.get_log("browser")  # drop what earlier tests left
    # An entry of the last test's page can still arrive after that (chromedriver collects the
    # log as it comes): what was logged before this page opened is not this test's.
    opened_at_ms = time.time() * 1000
    p = Page(driver, base_url, request)
    if not server_has_presets:
        p.allow_console(r"/v1/presets - Failed to load resource: the server responded with a status of 404")
    p.open()
    yield p
    failed = getattr(request.node, "rep_call", None)
    if failed is not None and failed.failed:
        p.shot(f"FAILED-{request.node.name}", top=False)
    errors = []
    for handle in driver.window_handles:
        driver.switch_to.window(handle)
        errors += [e for e in driver.get_log("browser") if e["level"] == "SEVERE" and e.get("timestamp", opened_at_ms) >= opened_at_ms]
    driver.switch_to.window(driver.window_handles[0])
    unexpected = [e["message"] for e in errors if not any(a.search(e["message"]) for a in p.allowed)]
    assert not unexpected, "browser console errors:\n" + "\n".join(unexpected)


def pretty(value):
    return json.dumps(value, indent=2)
