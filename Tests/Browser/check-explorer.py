#!/usr/bin/env python3
"""Opens the explorer pages the fixture test wrote in headless Chromium and checks what a person
would see: the rows drawn for step N are the SVG renderer's (global row, y, height, cell), the
highlighted row follows a clicked call, the arrow keys move the timeline, bad input gives a page
that says so, no console errors; and a screenshot of one step has the SVG's row boundaries and
each row's cell colour at the right pixels.

Usage: check-explorer.py FOLDER (the folder with checks.json and the pages). Standard library only.
"""
import colorsys, html, json, os, re, struct, subprocess, sys, zlib

FOLDER = os.path.abspath(sys.argv[1])
CHROMIUM = os.environ.get("CHROMIUM", "chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
         "--allow-file-access-from-files", "--enable-logging=stderr", "--v=0"]
failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def chromium(args, url):
    run = subprocess.run([CHROMIUM] + FLAGS + args + [url], capture_output=True, text=True, timeout=60)
    # Console errors the page's own hook could miss (a script that does not parse).
    for line in run.stderr.splitlines():
        if "CONSOLE" in line and ("Uncaught" in line or "Error" in line):
            fail(url + ": console: " + line)
    return run.stdout


def report(page, fragment):
    url = "file://" + os.path.join(FOLDER, page) + "#" + fragment + "&selftest"
    dom = chromium(["--dump-dom", "--virtual-time-budget=3000"], url)
    found = re.search(r'<pre id="selftest"[^>]*>(.*?)</pre>', dom, re.S)
    if not found or not found.group(1).strip():
        fail(url + ": the page wrote no self-test report")
        return None
    data = json.loads(html.unescape(found.group(1)))
    if data.get("errors"):
        fail(url + ": errors: " + "; ".join(data["errors"]))
    return data


def png_pixels(path):
    """(width, height, rows of (r, g, b)) of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), "unexpected PNG format"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 4 if colour == 6 else 3
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def cell_colour(cell, light):
    """The page's colour of a cell identity: hsl(cell × 137.508 mod 360, 60 %, 45 %) (or 70 %, 90 %)."""
    hue = (cell * 137.508) % 360 / 360
    r, g, b = colorsys.hls_to_rgb(hue, 0.90 if light else 0.45, 0.70 if light else 0.60)
    return (round(r * 255), round(g * 255), round(b * 255))


def close(a, b, tolerance=6):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def check_screenshot(check):
    path = os.path.join(FOLDER, "step-%d.png" % check["step"])
    url = "file://" + os.path.join(FOLDER, check["page"]) + "#step=%d&bare" % check["step"]
    width, height = int(check["width"]), int(check["height"])
    chromium(["--screenshot=" + path, "--window-size=%d,%d" % (width, height)], url)
    if not os.path.exists(path):
        fail(url + ": no screenshot")
        return
    w, h, pixels = png_pixels(path)
    offset = check["offset"]
    for global_row, y, row_height, cell in check["rows"]:
        top, bottom = y - offset, y + row_height - offset
        middle = int((max(top, 0) + min(bottom, h)) / 2)
        if middle < 2 or middle > h - 3:
            continue
        # The identity bar at the left edge has the row's cell colour, the row's body its light one.
        if not close(pixels[middle][3], cell_colour(cell, False)):
            fail("screenshot step %d: row %d at y=%d has %s, not cell #%d's colour %s" % (
                check["step"], global_row, middle, pixels[middle][3], cell, cell_colour(cell, False)))
        body = pixels[middle][200]
        if not close(body, cell_colour(cell, True)):
            fail("screenshot step %d: row %d's body at y=%d has %s, not %s" % (
                check["step"], global_row, middle, body, cell_colour(cell, True)))
        # The separating stroke is drawn on the SVG's boundary: darker than the body either side.
        edge = int(round(top))
        if 2 <= edge < h - 2:
            line = min(sum(pixels[edge - 1][200]), sum(pixels[edge][200]))
            if line >= sum(body) - 30:
                fail("screenshot step %d: no row boundary at y=%d (row %d)" % (check["step"], edge, global_row))
    print("screenshot of step %d: %d rows match the SVG picture" % (check["step"], len(check["rows"])))


checks = json.load(open(os.path.join(FOLDER, "checks.json")))
for check in checks:
    fragment = "step=%d" % check["step"] + ("&click=%d" % check["click"] if check.get("click") is not None else "")
    got = report(check["page"], fragment)
    if got is None:
        continue
    where = "%s#%s" % (check["page"], fragment)
    if got["steps"] != check["steps"]:
        fail("%s: %d steps, expected %d" % (where, got["steps"], check["steps"]))
    if got["name"] != check["name"]:
        fail("%s: step named %r, expected %r" % (where, got["name"], check["name"]))
    if got.get("note", "") != check["note"]:
        fail("%s: note %r, expected %r" % (where, got.get("note"), check["note"]))
    if check["steps"]:
        drawn = [[r["globalRow"], r["y"], r["height"], r["cell"]] for r in got["rows"]]
        if drawn != check["rows"]:
            fail("%s: drew rows %s, the SVG has %s" % (where, drawn, check["rows"]))
        if got["highlighted"] != check["highlight"] or got["highlightedDrawn"] != check["highlightDrawn"]:
            fail("%s: highlighted row %s (drawn %s), expected %s (drawn %s)" % (
                where, got["highlighted"], got["highlightedDrawn"], check["highlight"], check["highlightDrawn"]))
        if check.get("click") is not None and not got["clicked"]:
            fail(where + ": the clicked call is not marked")
        if got["trap"] != check.get("trap"):
            fail("%s: trap %r, expected %r" % (where, got["trap"], check.get("trap")))
        if got["moves"] != check["moves"] or got["outs"] != check["outs"]:
            fail("%s: %d paths (%d out), expected %d (%d out)" % (where, got["moves"], got["outs"], check["moves"], check["outs"]))
    if check["screenshot"]:
        check_screenshot(check)
    print("ok: %s (%s)" % (where, check["name"]))

# The timeline: the right arrow key moves one step on, the left one back, clamped at the ends.
first = checks[0]
moved = report(first["page"], "step=0&press=2")
if moved and (moved["step"] != 2 or moved["slider"] != 2):
    fail("two presses of the right arrow from step 0 show step %s" % moved["step"])
back = report(first["page"], "step=1&press=-5")
if back and back["step"] != 0:
    fail("five presses of the left arrow from step 1 show step %s" % back["step"])

if failures:
    print("%d failure(s)" % len(failures))
    sys.exit(1)
print("all explorer checks passed")
