// Drives the viewer with the keyboard through the Chrome DevTools Protocol and checks that
// each key does what the page promises: arrows step (with the Randomize spin and the Go/Back
// slides), Home/End jump, Enter on a timeline entry jumps there, Space plays. Checks that the
// animations run with the motion specs' numbers (durations, delays, curves, hop times, where
// each ring lands) and that the embedded Randomize sound decodes (decodeAudioData).
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
const evaluate = async (expression) => (await send('Runtime.evaluate',
  { expression, returnByValue: true, awaitPromise: true })).result.result.value;
const codes = { ArrowLeft: 37, ArrowRight: 39, Home: 36, End: 35, Enter: 13, ' ': 32 };
async function press(key) {
  const text = key === 'Enter' ? '\r' : key === ' ' ? ' ' : undefined;
  const event = { key, code: key === ' ' ? 'Space' : key, windowsVirtualKeyCode: codes[key] };
  await send('Input.dispatchKeyEvent', { type: 'keyDown', text, ...event });
  await send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
}
const shown = () => evaluate(`(() => {
  const svg = document.querySelector('#screen svg:not(.leaving)');
  return { seq: Number(svg.dataset.seq), screen: svg.dataset.screen,
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
const steps = await evaluate(`(() => {
  const data = JSON.parse(document.getElementById('monsoon-data').textContent);
  return data.steps.map((row) => data.kinds[row[1]]);
})()`);
const randomize = steps.indexOf('randomize');
if (randomize > 0) {
  await send('Page.navigate', { url: `${url}#seq=${randomize - 1}` });
  await sleep(500);
  await press('ArrowRight');
  expect('stepping onto Randomize shows its step', await shown(), { seq: randomize });
  // Each ring's highlight animation, against what the spec in the page's data says for the
  // selections before and after this step.
  const report = await evaluate(`(() => {
    const data = JSON.parse(document.getElementById('monsoon-data').textContent);
    const spec = data.motion.spin;
    const count = data.prompts.length;
    const before = data.steps[${randomize - 1}].slice(4, 4 + count);
    const after = data.steps[${randomize}].slice(4, 4 + count);
    const problems = [];
    const controls = document.querySelectorAll('#screen svg:not(.leaving) .control');
    controls.forEach((control, index) => {
      const choices = data.prompts[index].choices.length;
      const running = control.querySelector('.highlight').getAnimations();
      if (running.length !== 1) { problems.push('ring ' + index + ' has no spin'); return; }
      const timing = running[0].effect.getTiming();
      const frames = running[0].effect.getKeyframes();
      const hops = spec.laps * choices + (after[index] - before[index] + choices) % choices;
      const times = spec.hopTimes[hops];
      if (Math.abs(timing.duration - spec.duration * 1000) > 0.5) problems.push('duration');
      if (Math.abs(timing.delay - index * spec.ringDelay * 1000) > 0.5) problems.push('delay');
      if (frames.length !== times.length) problems.push('ring ' + index + ': frame count');
      frames.forEach((frame, hop) => {
        if (Math.abs(frame.computedOffset - times[hop]) > 1e-6) problems.push('offset ' + hop);
      });
      const landing = /rotate\\(([-0-9.e]+)deg\\)/.exec(frames[frames.length - 1].transform);
      const degrees = landing ? Number(landing[1]) : NaN;
      const lands = ((Math.round(degrees * choices / 360) % choices) + choices) % choices;
      if (lands !== after[index]) problems.push('ring ' + index + ' lands on ' + lands);
    });
    return { rings: controls.length, problems };
  })()`);
  expect('each ring spins with the spec\'s numbers and lands on the new choice',
    { rings: report.rings, problems: report.problems.join('; ') }, { problems: '' });
  const sound = await evaluate(`(async () => {
    const data = JSON.parse(document.getElementById('monsoon-data').textContent);
    const bytes = Uint8Array.from(atob(data.motion.sound.split(',')[1]), (c) => c.charCodeAt(0));
    const declared = new DataView(bytes.buffer).getUint32(40, true) / 2;
    const context = new OfflineAudioContext(1, 1, 22050);
    const audio = await context.decodeAudioData(bytes.buffer.slice(0));
    const samples = audio.getChannelData(0);
    let peak = 0;
    for (const value of samples) peak = Math.max(peak, Math.abs(value));
    return { frames: audio.length, declared, rate: audio.sampleRate,
      peak: Math.round(peak * 100) / 100, longerThanSpin: audio.duration > data.motion.spin.duration };
  })()`);
  expect('the Randomize sound decodes to its own length, loud and unclipped', sound,
    { longerThanSpin: true });
  if (sound.frames !== sound.declared || sound.peak < 0.5 || sound.peak > 0.9) {
    console.log('FAIL: the decoded sound differs from its header or its level is wrong');
    failures += 1;
  }
}
const go = steps.indexOf('go');
if (go > 0) {
  await send('Page.navigate', { url: `${url}#seq=${go - 1}` });
  await sleep(500);
  await press('ArrowRight');
  const slide = await evaluate(`(() => {
    const data = JSON.parse(document.getElementById('monsoon-data').textContent);
    const spec = data.motion.go;
    const incoming = document.querySelector('#screen svg:not(.leaving)').getAnimations()[0];
    const outgoing = document.querySelector('#screen svg.leaving')?.getAnimations()[0];
    const timing = incoming?.effect.getTiming();
    return { incoming: Boolean(incoming), outgoing: Boolean(outgoing),
      spec: Boolean(timing) && Math.abs(timing.duration - spec.duration * 1000) < 0.5 &&
        timing.easing.replace(/ /g, '') === spec.curve };
  })()`);
  expect('stepping onto Go shows the detail screen', await shown(), { seq: go, screen: 'detail' });
  expect('Go slides both screens with the spec\'s duration and curve', slide,
    { incoming: true, outgoing: true, spec: true });
}
// The timeline draws only the rows in view: scroll to the end before focusing the last one.
await evaluate(`document.getElementById('timeline-scroll').scrollTop = 1e9`);
await sleep(200);
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
