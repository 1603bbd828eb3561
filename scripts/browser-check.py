#!/usr/bin/env python3
"""Checks what scripts/browser-check.sh collected: DOM dumps of the viewer at several
#seq=N, the standalone renders of the same steps, and a screenshot of the page.

Usage: browser-check.py WORKDIR NAME LAST_SEQ SEQ...
"""
import html
import re
import struct
import sys
import zlib


def fail(message):
    print(f"browser-check: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def attribute(tag, name):
    match = re.search(r'\s' + name + r'="([^"]*)"', tag)
    return html.unescape(match.group(1)) if match else None


def shown(svg):
    """The screen an SVG shows: its screen name, each control's or row's selection, the fill
    of every arc, every text drawn (in order) and each badge: visible or not, and its capsule's
    place and width."""
    root = re.match(r'<svg[^>]*>', svg)
    if not root:
        fail("no <svg> root")
    parts = re.findall(r'<g class="(?:control|choice-row)"[^>]*>', svg)
    selections = [(attribute(t, "data-prompt"), attribute(t, "data-selected")) for t in parts]
    arcs = [(attribute(t, "class"), attribute(t, "fill"))
            for t in re.findall(r'<path [^>]*class="arc[^"]*"[^>]*>', svg)]
    texts = [html.unescape(t) for t in re.findall(r'<text[^>]*>([^<]*)</text>', svg)]
    badges = [(attribute(g, "data-name"), attribute(g, "visibility"),
               attribute(rect, "x"), attribute(rect, "width"), attribute(text, "x"))
              for g, rect, text in re.findall(
                  r'(<g class="badge"[^>]*>)\s*(<rect[^>]*>).*?(<text[^>]*>)', svg, re.S)]
    return (attribute(root.group(0), "data-screen"), tuple(selections), tuple(arcs),
            tuple(texts), tuple(badges))


def check_dom(work, name, last, seq):
    dom = open(f"{work}/{name}-{seq}.dom", encoding="utf-8").read()
    slider = re.search(r'<input[^>]*id="slider"[^>]*>', dom)
    if not slider:
        fail(f"{name}#seq={seq}: no slider")
    low, high, step = (attribute(slider.group(0), k) for k in ("min", "max", "step"))
    positions = (int(high) - int(low)) // int(step) + 1
    if positions != last + 1:
        fail(f"{name}: the slider has {positions} positions, expected {last + 1}")
    if attribute(slider.group(0), "aria-valuetext") is None:
        fail(f"{name}: the slider has no aria-valuetext")
    entries = re.findall(r'<li data-seq="(\d+)" class="([^"]*)"[^>]*aria-setsize="(\d+)"', dom)
    seqs = [int(s) for s, _, _ in entries]
    if not entries or seqs != list(range(seqs[0], seqs[0] + len(seqs))) or seq not in seqs:
        fail(f"{name}#seq={seq}: the timeline shows steps {seqs}, not a run around {seq}")
    if any(int(size) != last + 1 for _, _, size in entries):
        fail(f"{name}: the timeline does not say it has {last + 1} steps")
    current = [int(s) for s, c, _ in entries if "current" in c.split()]
    if current != [seq]:
        fail(f"{name}#seq={seq}: the timeline highlights {current}")
    if not re.search(rf'<output id="seq-out">{seq}</output>', dom):
        fail(f"{name}#seq={seq}: the step counter does not say {seq} (did the script run?)")
    screen = re.search(r'<div id="screen"[^>]*>\s*(<svg.*?</svg>)', dom, re.S)
    if not screen:
        fail(f"{name}#seq={seq}: no screen shown")
    svg = screen.group(1)
    if attribute(svg[:svg.index(">")], "data-seq") != str(seq):
        fail(f"{name}#seq={seq}: the screen shows another seq")
    render = open(f"{work}/{name}-{seq}.svg", encoding="utf-8").read()
    viewer, standalone = shown(svg), shown(render)
    for part, what in enumerate(["screen", "selections", "arcs", "texts", "badges"]):
        if viewer[part] != standalone[part]:
            fail(f"{name}#seq={seq}: the viewer's {what} differ from render --at:\n"
                 f"  viewer: {viewer[part]}\n  render: {standalone[part]}")
    return viewer[:2]


def png_pixels(path):
    """Decodes an 8-bit, non-interlaced RGB or RGBA PNG into rows of bytes."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path} is not a PNG")
    position, chunks = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks += body
    if depth != 8 or color not in (2, 6) or interlace:
        fail(f"{path}: unexpected PNG format (depth {depth}, colour type {color})")
    size = 3 if color == 2 else 4
    raw, stride, index = zlib.decompress(chunks), width * size, 0
    previous, rows = bytearray(stride), []
    for _ in range(height):
        kind, line = raw[index], bytearray(raw[index + 1:index + 1 + stride])
        index += 1 + stride
        for x in range(stride) if kind else ():
            a = line[x - size] if x >= size else 0
            b = previous[x]
            c = previous[x - size] if x >= size else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + ((a + b) >> 1)) & 255
            else:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, size, rows


def check_screenshot(path):
    width, height, size, rows = png_pixels(path)
    counts = {}
    for row in rows[::4]:
        for x in range(0, width * size, 4 * size):
            pixel = row[x:x + 3]
            counts[pixel] = counts.get(pixel, 0) + 1
    total = sum(counts.values())
    dominant = max(counts.values()) / total
    if len(counts) < 50 or dominant > 0.9:
        fail(f"{path} looks blank: {len(counts)} colours, the commonest on {dominant:.0%}")
    return len(counts), dominant


def main():
    work, name, last = sys.argv[1], sys.argv[2], int(sys.argv[3])
    seqs = [int(s) for s in sys.argv[4:]]
    screens = {seq: check_dom(work, name, last, seq) for seq in seqs}
    for a in seqs:
        for b in seqs:
            if a < b and screens[a] == screens[b]:
                fail(f"{name}: steps {a} and {b} show the same screen")
    colours, dominant = check_screenshot(f"{work}/{name}.png")
    print(f"ok: {name}: slider {last + 1} positions, steps {seqs} each show their own screen, "
          f"screenshot {colours} colours (commonest {dominant:.0%})")


main()
