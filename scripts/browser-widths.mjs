// Loads the viewer at a phone's, a tablet's and a desktop's width through the Chrome DevTools
// Protocol and checks what a person sees there: the page no wider than the window, the whole
// phone in view, the step controls in view at phone width even scrolled to the bottom, two
// columns from 700 px, the step-0 label whole, a Randomize's row saying what it changed, and
// the choices marked as changed being those the shown step's own event changed; at phone width
// the step's whole change and the choices in view above the pinned controls; at every width a
// Randomize's timeline row whole, a nav row with its count, a step that changed nothing marked
// "(no change)", changes said in words ("was"), a timeline row's focus ring inside the list, and
// the arrow keys moving between rows with the focus.
// Usage: node --experimental-websocket browser-widths.mjs PORT FILE_URL [SCREENSHOT_DIR]
// (FILE_URL: the viewer of the built-in sample session.)
import { writeFileSync } from 'node:fs';

const [, , port, url, shots] = process.argv;
const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
const socket = new WebSocket(targets.find((target) => target.type === 'page').webSocketDebuggerUrl);
const pending = new Map();
let nextId = 0;
socket.onmessage = (message) => {
  const reply = JSON.parse(message.data);
  pending.get(reply.id)?.(reply);
  pending.delete(reply.id);
};
await new Promise((resolve) => { socket.onopen = resolve; });
const send = (method, params = {}) => new Promise((resolve) => {
  nextId += 1;
  pending.set(nextId, resolve);
  socket.send(JSON.stringify({ id: nextId, method, params }));
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const evaluate = async (expression) => (await send('Runtime.evaluate',
  { expression, returnByValue: true, awaitPromise: true })).result.result.value;
let failures = 0;
function expect(what, ok, detail) {
  console.log(`${ok ? 'ok' : 'FAIL'}: ${what}${ok ? '' : ': ' + JSON.stringify(detail)}`);
  if (!ok) failures += 1;
}
const inView = (selector) => `(() => {
  const box = document.querySelector('${selector}').getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight + 0.5 && box.left >= 0 &&
    box.right <= innerWidth + 0.5;
})()`;
// Loads the page afresh at #seq=N (a page left playing by another check would move on).
async function open(seq) {
  await send('Page.navigate', { url: 'about:blank' });
  await sleep(200);
  await send('Page.navigate', { url: `${url}#seq=${seq}` });
  await sleep(800);
}
const changed = () => evaluate(`[...document.querySelectorAll('#choices dd.changed')]
  .map((dd) => dd.previousElementSibling.textContent)`);

const codes = { ArrowUp: 38, ArrowDown: 40, ArrowLeft: 37, ArrowRight: 39, Home: 36, End: 35 };
async function press(key) {
  const event = { key, code: key, windowsVirtualKeyCode: codes[key] };
  await send('Input.dispatchKeyEvent', { type: 'keyDown', ...event });
  await send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
  await sleep(100);
}
// The timeline's row for `seq`, scrolled into the list's view and drawn.
const rowOf = (seq) => `new Promise((resolve) => {
  const scroller = document.getElementById('timeline-scroll');
  const find = () => document.querySelector('#timeline li[data-seq="${seq}"]');
  const top = () => Number(getComputedStyle(document.querySelector('#timeline li')).height
    .replace('px', '')) * ${seq};
  scroller.scrollTop = top() - scroller.clientHeight / 2;
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(find())));
})`;

for (const [width, height] of [[390, 844], [768, 1024], [1200, 900], [1440, 900]]) {
  await send('Emulation.setDeviceMetricsOverride',
    { width, height, deviceScaleFactor: 1, mobile: width < 700 });
  await open(16);
  const layout = await evaluate(`(() => {
    const rect = (selector) => document.querySelector(selector).getBoundingClientRect();
    const phone = rect('#screen svg:not(.leaving)');
    return { pageWidth: document.documentElement.scrollWidth, innerWidth, innerHeight,
      phone: { left: phone.left, right: phone.right, top: phone.top, bottom: phone.bottom,
        ratio: phone.width / phone.height },
      stageRight: rect('.stage').right, panelLeft: rect('.panel').left,
      panelTop: rect('.panel').top, stageBottom: rect('.stage').bottom };
  })()`);
  const tag = `${width} px`;
  expect(`${tag}: the page is no wider than the window`,
    layout.pageWidth <= layout.innerWidth, layout);
  expect(`${tag}: the whole phone is in view, its proportions kept`,
    layout.phone.left >= 0 && layout.phone.right <= layout.innerWidth + 0.5 &&
      layout.phone.bottom <= layout.innerHeight + 0.5 &&
      Math.abs(layout.phone.ratio - 393 / 852) < 0.01, layout);
  if (width >= 700) {
    expect(`${tag}: two columns, the controls beside the phone`,
      layout.panelLeft >= layout.stageRight, layout);
  } else {
    expect(`${tag}: the step controls are in view on the first screen`,
      await evaluate(inView('#play')) && await evaluate(inView('#slider')), layout);
    await evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await sleep(100);
    expect(`${tag}: and still in view scrolled to the bottom`,
      await evaluate(inView('#play')) && await evaluate(inView('#slider')), layout);
    await evaluate('window.scrollTo(0, 0)');
    const room = await evaluate(`(() => {
      const now = document.getElementById('now');
      const controls = document.querySelector('.controls').getBoundingClientRect();
      const choices = document.getElementById('choices').getBoundingClientRect();
      return { nowCut: now.scrollHeight > now.clientHeight + 1 || now.scrollWidth > now.clientWidth,
        choicesBottom: choices.bottom, controlsTop: controls.top };
    })()`);
    expect(`${tag}: the step's whole change shows in the pinned controls`, !room.nowCut, room);
    expect(`${tag}: the choices are in view above the pinned controls`,
      room.choicesBottom <= room.controlsTop, room);
  }
  const rows = await evaluate(`(async () => {
    const cut = (item) => { const label = item.querySelector('.label');
      return label.scrollHeight > label.clientHeight + 1 || label.scrollWidth > label.clientWidth; };
    const randomize = await ${rowOf(16)};
    const nav = await ${rowOf(15)};
    const same = await ${rowOf(19)};
    return { randomize: randomize.querySelector('.label').textContent, randomizeCut: cut(randomize),
      nav: nav.querySelector('.label').textContent, same: same.querySelector('.label').textContent,
      sameClass: same.className };
  })()`);
  expect(`${tag}: a Randomize's timeline row is whole`, !rows.randomizeCut &&
    rows.randomize === 'randomize: production → one of a kind, flavor → sweet, texture → mushy, ' +
      'meal → brunch', rows);
  expect(`${tag}: a nav row says its count`, rows.nav === 'nav compass: 0 → 1', rows);
  expect(`${tag}: a step that changed nothing says so and is set apart`,
    rows.same === 'select texture → mushy (no change)' && rows.sameClass.includes('unchanged'), rows);
  const row = await evaluate(`(async () => {
    const zero = (await ${rowOf(0)}).querySelector('.label');
    return { zero: zero.textContent, zeroCut: zero.scrollWidth > zero.clientWidth,
      randomize: document.querySelector('#now').textContent };
  })()`);
  expect(`${tag}: the step-0 label is whole`, !row.zeroCut, row);
  expect(`${tag}: a Randomize says what it changed`,
    row.randomize === 'Step 16: randomize: production small batch → one of a kind, flavor ' +
      'umami → sweet, texture crunchy → mushy, meal breakfast → brunch', row);
  expect(`${tag}: opened at #seq=16, the choices its Randomize changed are marked`,
    JSON.stringify(await changed()) === JSON.stringify(['production', 'flavor', 'texture', 'meal']),
    await changed());
  if (shots) {
    const shot = await send('Page.captureScreenshot', { format: 'png' });
    writeFileSync(`${shots}/viewer-${width}px.png`, Buffer.from(shot.result.data, 'base64'));
  }
}
// A change is said in words, not by colour alone.
await open(16);
const flavor = await evaluate(`[...document.querySelectorAll('#choices dt')]
  .find((dt) => dt.textContent === 'flavor').nextElementSibling.textContent`);
expect('a changed choice says what it was', flavor === 'sweet (was umami)', flavor);
// The focus ring of a timeline row is inside the scrolling list; the arrow keys move the
// shown step and the focus from row to row.
await evaluate(`(${rowOf(5)}).then((item) => item.querySelector('button').focus())`);
const ring = await evaluate(`(() => {
  const button = document.activeElement;
  const style = getComputedStyle(button);
  return { offset: parseFloat(style.outlineOffset), width: parseFloat(style.outlineWidth),
    inRow: button.closest('#timeline') !== null };
})()`);
expect('a timeline row\'s focus ring is drawn inside the row, not clipped by the list',
  ring.inRow && ring.offset + ring.width <= 0, ring);
const focused = () => evaluate(`(() => ({ seq: Number(document.querySelector(
  '#screen svg:not(.leaving)').dataset.seq), focus: document.activeElement.closest('li')?.dataset.seq }))()`);
await press('ArrowDown');
await press('ArrowDown');
let where = await focused();
expect('ArrowDown in the timeline shows the next step and moves the focus to its row',
  where.seq === 7 && where.focus === '7', where);
await press('ArrowUp');
where = await focused();
expect('ArrowUp moves back', where.seq === 6 && where.focus === '6', where);
await press('End');
where = await focused();
expect('End in the timeline shows the last step, its row focused', where.seq === 20 &&
  where.focus === '20', where);
// End from step 6 to 8 marks what event 8 changed (production), not what differs from 6.
await open(6);
await evaluate(`location.hash = '#seq=8'`);
await sleep(300);
const shownSeq = await evaluate(`Number(document.querySelector('#screen svg:not(.leaving)').dataset.seq)`);
expect('from step 6 to step 8, only what event 8 changed is marked',
  shownSeq !== 8 || JSON.stringify(await changed()) === JSON.stringify(['production']),
  { shownSeq, changed: await changed() });
socket.close();
if (failures > 0) {
  console.error(`browser-widths: ${failures} check(s) failed`);
  process.exit(1);
}
