// Drives the viewer with the keyboard through the Chrome DevTools Protocol and checks that
// each key does what the page promises: arrows step (with the Randomize spin and the Go/Back
// slides), Home/End jump, Enter on a timeline entry jumps there, Space plays.
// Usage: node --experimental-websocket browser-keys.mjs PORT FILE_URL LAST_SEQ
const [, , port, url, lastText] = process.argv;
const last = Number(lastText);
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
const evaluate = async (expression) =>
  (await send('Runtime.evaluate', { expression, returnByValue: true })).result.result.value;
const codes = { ArrowLeft: 37, ArrowRight: 39, Home: 36, End: 35, Enter: 13, ' ': 32 };
async function press(key) {
  const text = key === 'Enter' ? '\r' : key === ' ' ? ' ' : undefined;
  const event = { key, code: key === ' ' ? 'Space' : key, windowsVirtualKeyCode: codes[key] };
  await send('Input.dispatchKeyEvent', { type: 'keyDown', text, ...event });
  await send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
}
const shown = () => evaluate(`(() => {
  const svg = document.querySelector('#screen svg');
  return { seq: Number(svg.dataset.seq), screen: svg.dataset.screen,
    spinning: document.querySelectorAll('#screen .ring.spin').length,
    frame: document.getElementById('screen').className,
    slider: Number(document.getElementById('slider').value),
    playing: document.getElementById('play').getAttribute('aria-pressed') === 'true' };
})()`);
let failures = 0;
function expect(what, actual, wanted) {
  const ok = Object.entries(wanted).every(([key, value]) => actual[key] === value);
  console.log(`${ok ? 'ok' : 'FAIL'}: ${what}: ${JSON.stringify(actual)}`);
  if (!ok) failures += 1;
}

await send('Page.navigate', { url: `${url}#seq=0` });
await sleep(800);
expect('opens at #seq=0', await shown(), { seq: 0, slider: 0 });
await press('ArrowRight');
expect('right arrow steps forward', await shown(), { seq: 1, slider: 1 });
await press('ArrowLeft');
expect('left arrow steps back', await shown(), { seq: 0 });
await press('End');
expect('End jumps to the last step', await shown(), { seq: last, slider: last });
await press('Home');
expect('Home jumps to the first step', await shown(), { seq: 0 });
const steps = await evaluate(`JSON.parse(document.getElementById('monsoon-data').textContent)
  .steps.map((step) => step.type)`);
const randomize = steps.indexOf('randomize');
if (randomize > 0) {
  await send('Page.navigate', { url: `${url}#seq=${randomize - 1}` });
  await sleep(500);
  await press('ArrowRight');
  const after = await shown();
  expect('stepping onto Randomize spins the rings', after, { seq: randomize });
  if (after.spinning === 0) { console.log('FAIL: no ring spins'); failures += 1; }
}
const go = steps.indexOf('go');
if (go > 0) {
  await send('Page.navigate', { url: `${url}#seq=${go - 1}` });
  await sleep(500);
  await press('ArrowRight');
  expect('stepping onto Go slides the detail screen in', await shown(),
    { seq: go, screen: 'detail', frame: 'screen-frame from-right' });
}
await evaluate(`document.querySelector('#timeline li[data-seq="${last}"] button').focus()`);
await press('Enter');
expect('Enter on a timeline entry jumps to it', await shown(), { seq: last });
await press('Home');
await evaluate(`document.getElementById('slider').focus()`);
await press(' ');
expect('Space plays', await shown(), { playing: true });
await sleep(1500);
const played = await shown();
expect('Play moves on by itself', played, { playing: played.seq < last });
if (played.seq === 0) { console.log('FAIL: Play did not advance'); failures += 1; }
socket.close();
process.exit(failures === 0 ? 0 : 1);
