(() => {
  'use strict';
  const data = JSON.parse(document.getElementById('monsoon-data').textContent);
  const motion = data.motion;
  const promptCount = data.prompts.length;
  const last = data.steps.length - 1;
  const problems = new Map(data.problems);
  const byId = (id) => document.getElementById(id);
  const screen = byId('screen');
  const slider = byId('slider');
  const seqOut = byId('seq-out');
  const now = byId('now');
  const choices = byId('choices');
  const timeline = byId('timeline');
  const scroller = byId('timeline-scroll');
  const play = byId('play');
  const sound = byId('sound');
  const navNames = data.navButtons;
  const reduceMotion = window.matchMedia &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const spinSpec = reduceMotion ? motion.reducedSpin : motion.spin;
  // Up to 900 px wide the timeline shares a column: its rows get more lines.
  const narrow = window.matchMedia('(max-width: 900px)');
  let current = -1;
  let timer = null;

  function parse(markup) {
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    return holder.firstElementChild;
  }
  const templates = { chooser: parse(data.chooser), detail: parse(data.detail) };

  // Whether an event left the state as it was (the tool's "(no change)"): its row's screen,
  // selections and nav counts equal the row before it.
  function unchanged(seq, row) {
    if (seq === 0 || data.kinds[row[1]] === 'skipped') return false;
    const before = data.steps[seq - 1];
    return row.every((value, index) => index < 3 || before[index] === value);
  }

  // A step's label, from the rows before and after it (the data holds each word once,
  // whatever the menu's texts cost): a Randomize says what it changed (`long`: each prompt's
  // old and new option; else the new ones, for the timeline's rows), a nav tap its count.
  function labelOf(seq, row, long) {
    const label = data.labels[row[2]];
    if (unchanged(seq, row)) return label + ' (no change)';
    const kind = data.kinds[row[1]];
    if (seq === 0 || (kind !== 'randomize' && kind !== 'nav')) return label;
    const before = data.steps[seq - 1];
    if (kind === 'nav') {
      const at = 4 + promptCount;
      const index = navNames.findIndex((name, i) => before[at + i] !== row[at + i]);
      return index < 0 ? label : label + ': ' + before[at + index] + ' → ' + row[at + index];
    }
    const changes = data.prompts.flatMap((prompt, index) =>
      before[4 + index] === row[4 + index] ? [] :
        [prompt.id + ' ' + (long ? prompt.choices[before[4 + index]] + ' → ' : '→ ') +
          prompt.choices[row[4 + index]]]);
    return label + ': ' + changes.join(', ');
  }

  function step(seq) {
    const row = data.steps[seq];
    return {
      seq,
      t: row[0] === null ? null : data.t0 + row[0],
      type: data.kinds[row[1]],
      label: labelOf(seq, row, true),
      shortLabel: labelOf(seq, row, false),
      unchanged: unchanged(seq, row),
      screen: row[3] === 0 ? 'chooser' : 'detail',
      sel: row.slice(4, 4 + promptCount),
      nav: row.slice(4 + promptCount, 8 + promptCount),
      problem: problems.get(seq),
    };
  }

  slider.min = '0';
  slider.max = String(last);
  slider.step = '1';

  function clock(entry) {
    if (entry.t === null || data.t0 === null) return '';
    return '+' + ((entry.t - data.t0) / 1000).toFixed(1) + ' s';
  }

  function cell(className, text) {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    return span;
  }

  // The timeline: one row per step, but only the rows in view (and a few around) exist.
  // A row is 44 px, a touch target, with two lines of its label; a Randomize's row, which
  // names every prompt it changed, has four (up to 900 px wide: 64 px, three lines, and six).
  // `tops[seq]` is the top of seq's row; `tops[last + 1]` the list's height.
  const rows = new Map();
  let tops = new Float64Array(last + 2);
  function layOutRows() {
    const [short, tall] = narrow.matches ? [64, 124] : [44, 84];
    tops = new Float64Array(last + 2);
    for (let seq = 0; seq <= last; seq += 1) {
      tops[seq + 1] = tops[seq] + (data.kinds[data.steps[seq][1]] === 'randomize' ? tall : short);
    }
    timeline.style.height = tops[last + 1] + 'px';
  }
  layOutRows();
  // The seq whose row is at `y` pixels from the list's top.
  function seqAt(y) {
    let low = 0;
    let high = last;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (tops[middle] <= y) low = middle; else high = middle - 1;
    }
    return low;
  }
  // Crossing 900 px changes the rows' heights: they are laid out again.
  narrow.addEventListener('change', () => {
    layOutRows();
    rows.forEach((item) => item.remove());
    rows.clear();
    markCurrent(current, current);
  });
  timeline.setAttribute('aria-label', (last + 1) + ' steps');

  function makeRow(seq) {
    const entry = step(seq);
    const item = document.createElement('li');
    item.dataset.seq = String(seq);
    item.className = 'event ' + entry.type + (entry.unchanged ? ' unchanged' : '') +
      (seq === current ? ' current' : '');
    item.style.top = tops[seq] + 'px';
    item.style.height = (tops[seq + 1] - tops[seq]) + 'px';
    item.setAttribute('aria-setsize', String(last + 1));
    item.setAttribute('aria-posinset', String(seq + 1));
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', 'Step ' + seq + ': ' + entry.label);
    button.title = entry.label;
    if (seq === current) button.setAttribute('aria-current', 'step');
    button.append(cell('seq', String(seq)), cell('time', clock(entry)),
      cell('label', entry.shortLabel));
    button.addEventListener('click', () => { stop(); show(seq, true); });
    item.appendChild(button);
    return item;
  }

  function drawTimeline() {
    const top = scroller.scrollTop;
    const first = Math.max(0, seqAt(top) - 10);
    const end = Math.min(last, seqAt(top + scroller.clientHeight) + 10);
    for (const [seq, item] of rows) {
      if ((seq < first || seq > end) && !item.contains(document.activeElement)) {
        item.remove();
        rows.delete(seq);
      }
    }
    for (let seq = first; seq <= end; seq += 1) {
      if (rows.has(seq)) continue;
      const item = makeRow(seq);
      rows.set(seq, item);
      timeline.appendChild(item);
    }
  }
  scroller.addEventListener('scroll', () => requestAnimationFrame(drawTimeline));

  function markCurrent(previous, seq) {
    const old = rows.get(previous);
    if (old) {
      old.classList.remove('current');
      old.querySelector('button').removeAttribute('aria-current');
    }
    const top = tops[seq];
    const bottom = scroller.scrollTop + scroller.clientHeight;
    if (top < scroller.scrollTop || tops[seq + 1] > bottom) {
      scroller.scrollTop = top - scroller.clientHeight / 2;
    }
    drawTimeline();
    const item = rows.get(seq);
    if (item) {
      item.classList.add('current');
      item.querySelector('button').setAttribute('aria-current', 'step');
    }
  }

  function summary(entry) {
    const chosen = data.prompts.map((prompt, index) =>
      prompt.id + ': ' + prompt.choices[entry.sel[index]]);
    return (entry.screen === 'chooser' ? 'Chooser' : 'Detail screen') +
      ' after step ' + entry.seq + ' — ' + chosen.join(', ');
  }

  function showChoices(entry, previous) {
    choices.textContent = '';
    data.prompts.forEach((prompt, index) => {
      const term = document.createElement('dt');
      term.textContent = prompt.id;
      const value = document.createElement('dd');
      value.textContent = prompt.choices[entry.sel[index]];
      // A change is said in words, not by its colour alone: "(was umami)".
      if (previous && previous.sel[index] !== entry.sel[index]) {
        value.className = 'changed';
        value.append(cell('was', ' (was ' + prompt.choices[previous.sel[index]] + ')'));
      }
      choices.append(term, value);
    });
    const screenRow = document.createElement('dd');
    screenRow.className = 'screen-row';
    screenRow.textContent = 'Screen: ' + entry.screen + ' · nav taps: ' +
      navNames.map((name, index) => name + ' ' + entry.nav[index] +
        (previous && previous.nav[index] !== entry.nav[index] ?
          ' (was ' + previous.nav[index] + ')' : '')).join(', ');
    choices.append(screenRow);
  }

  // A copy of the step's template showing its selections, as `render --at` draws it.
  function screenOf(entry) {
    const svg = templates[entry.screen].cloneNode(true);
    svg.setAttribute('data-seq', String(entry.seq));
    svg.setAttribute('aria-label', summary(entry));
    const title = svg.querySelector('title');
    if (title) title.textContent = summary(entry);
    const parts = svg.querySelectorAll(entry.screen === 'chooser' ? '.control' : '.choice-row');
    parts.forEach((part, index) => {
      const selected = entry.sel[index];
      const prompt = data.prompts[index];
      part.setAttribute('data-selected', String(selected));
      if (entry.screen === 'chooser') {
        part.setAttribute('aria-label', prompt.id + ': ' + prompt.choices[selected]);
      }
      part.querySelectorAll('.arc').forEach((arc) => {
        const isSelected = Number(arc.dataset.choice) === selected;
        arc.setAttribute('class', isSelected ? 'arc selected' : 'arc');
        arc.setAttribute('fill', isSelected ? motion.accent : motion.muted);
      });
      part.querySelectorAll('.choice-label').forEach((label) => {
        if (Number(label.dataset.choice) !== selected) label.remove();
      });
    });
    navNames.forEach((name, index) => {
      const badge = svg.querySelector('.badge[data-name="' + name + '"]');
      if (!badge) return;
      const count = entry.nav[index];
      badge.setAttribute('visibility', count > 0 ? 'visible' : 'hidden');
      const label = count > 99 ? '99+' : String(count);
      const [x, width, middle] = badge.dataset.frames.split(';')[label.length - 1].split(' ');
      const shape = badge.querySelector('rect');
      if (shape) { shape.setAttribute('x', x); shape.setAttribute('width', width); }
      const text = badge.querySelector('text');
      if (text) { text.textContent = label; text.setAttribute('x', middle); }
    });
    return svg;
  }

  function transition(from, to) {
    if (from < 0 || Math.abs(to - from) !== 1) return null;
    const forward = to > from;
    const type = step(forward ? to : from).type;
    if (type === 'randomize') return forward ? 'spin' : null;
    const toDetail = (type === 'go') === forward;
    if (type !== 'go' && type !== 'back') return null;
    if (reduceMotion) return toDetail ? motion.reducedGo : motion.reducedBack;
    return toDetail ? motion.go : motion.back;
  }

  function show(seq, animate) {
    seq = Math.max(0, Math.min(last, seq));
    if (seq === current) return;
    const previous = current;
    current = seq;
    const entry = step(seq);
    const effect = animate ? transition(previous, seq) : null;
    const outgoing = screen.querySelector('svg:not(.leaving)');
    const incoming = screenOf(entry);
    screen.querySelectorAll('svg.leaving').forEach((old) => old.remove());
    if (effect && effect !== 'spin' && outgoing) {
      slide(outgoing, incoming, effect);
    } else {
      screen.replaceChildren(incoming);
    }
    if (effect === 'spin') spin(incoming, step(previous).sel, entry.sel);
    slider.value = String(seq);
    slider.setAttribute('aria-valuetext', 'Step ' + seq + ' of ' + last + ': ' + entry.label);
    seqOut.textContent = String(seq);
    now.textContent = 'Step ' + seq + ': ' + entry.label;
    if (entry.problem) now.append(cell('problem', ' — ' + entry.problem));
    // What this step's event changed: against the step before it, not the one shown before.
    showChoices(entry, seq > 0 ? step(seq - 1) : null);
    markCurrent(previous, seq);
    if (location.hash !== '#seq=' + seq) {
      try { history.replaceState(null, '', '#seq=' + seq); } catch (error) { /* file: */ }
    }
  }

  // Go and Back: both screens move as the transition spec says, then the old one goes.
  function slide(outgoing, incoming, spec) {
    outgoing.classList.add('leaving');
    if (spec.incomingOnTop) screen.append(incoming); else screen.prepend(incoming);
    const timing = { duration: spec.duration * 1000, easing: spec.curve, fill: 'both' };
    const frames = (move) => [
      { transform: 'translateX(' + (move.from[0] * 100) + '%)', opacity: move.from[1] },
      { transform: 'translateX(' + (move.to[0] * 100) + '%)', opacity: move.to[1] },
    ];
    incoming.animate(frames(spec.incoming), timing).onfinish = (event) => {
      event.target.cancel();
    };
    outgoing.animate(frames(spec.outgoing), timing).onfinish = () => outgoing.remove();
  }

  // Randomize: each ring's highlight runs from the old choice to the new one, hop by hop at
  // the spec's hop times (or the new choice fades in, with Reduce Motion).
  function spin(svg, from, to) {
    svg.querySelectorAll('.control').forEach((control, index) => {
      const count = data.prompts[index].choices.length;
      const delay = index * spinSpec.ringDelay * 1000;
      const duration = spinSpec.duration * 1000;
      const selectedArc = control.querySelector('.arc.selected');
      if (spinSpec.fades) {
        selectedArc.animate([{ opacity: 0 }, { opacity: 1 }],
          { duration, delay, easing: spinSpec.curve, fill: 'backwards' });
        return;
      }
      const hops = spinSpec.laps * count + (to[index] - from[index] + count) % count;
      const times = spinSpec.hopTimes[hops];
      const highlight = control.querySelector('.highlight');
      const centre = control.dataset.cx + 'px ' + control.dataset.cy + 'px';
      highlight.style.transformBox = 'view-box';
      highlight.style.transformOrigin = centre;
      highlight.setAttribute('visibility', 'visible');
      const frames = times.map((time, hop) => ({
        offset: time,
        transform: 'rotate(' + ((from[index] + hop) * 360 / count) + 'deg)',
        easing: 'steps(1, end)',
      }));
      const running = highlight.animate(frames, { duration, delay, fill: 'backwards' });
      running.onfinish = () => highlight.setAttribute('visibility', 'hidden');
      selectedArc.animate([{ fill: motion.muted }, { fill: motion.muted }],
        { duration, delay, fill: 'backwards' });
    });
    if (sound.checked) {
      const player = new Audio(reduceMotion ? motion.reducedSound : motion.sound);
      player.play().catch(() => { /* the browser refused to play without a gesture */ });
    }
  }

  // The pause in ms between an event shown (its t `from`, null for none or for the start) and
  // the next (`to`), at a pace `factor` times the user's: Swift's PlaybackTiming.pause, from
  // the numbers the page's data carries (`timing`), so the page and the iOS playback agree.
  function playbackPause(timing, from, to, factor) {
    const recorded = from === null || to === null ? timing.pauseWithoutTime : to - from;
    return Math.min(recorded, timing.longestPause) / factor;
  }

  // The page plays at the user's pace.
  function delay(seq) {
    return playbackPause(data.timing, seq === 0 ? null : step(seq).t, step(seq + 1).t, 1);
  }

  function schedule(wait) {
    if (current >= last) { stop(); return; }
    timer = setTimeout(() => { show(current + 1, true); schedule(delay(current)); }, wait);
  }

  function start() {
    if (current >= last) show(0, false);
    play.textContent = 'Pause';
    play.setAttribute('aria-pressed', 'true');
    schedule(data.timing.leadIn);
  }

  function stop() {
    clearTimeout(timer);
    timer = null;
    play.textContent = 'Play';
    play.setAttribute('aria-pressed', 'false');
  }

  function move(delta) { stop(); show(current + delta, true); }

  // In the timeline, the focus follows the step shown (arrow keys, Home, End).
  function focusRow(seq) {
    const item = rows.get(seq);
    if (item) item.querySelector('button').focus();
  }

  byId('first').addEventListener('click', () => { stop(); show(0, false); });
  byId('prev').addEventListener('click', () => move(-1));
  byId('next').addEventListener('click', () => move(1));
  byId('last').addEventListener('click', () => { stop(); show(last, false); });
  play.addEventListener('click', () => (timer ? stop() : start()));
  slider.addEventListener('input', () => { stop(); show(Number(slider.value), true); });

  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onSlider = event.target === slider;
    const inTimeline = timeline.contains(event.target);
    const listMoves = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -1, ArrowRight: 1 };
    if (inTimeline && (event.key in listMoves || event.key === 'Home' || event.key === 'End')) {
      stop();
      const from = Number(event.target.closest('li').dataset.seq);
      const target = event.key === 'Home' ? 0 : event.key === 'End' ? last :
        from + listMoves[event.key];
      show(target, event.key in listMoves);
      focusRow(current);
      event.preventDefault();
      return;
    }
    const activatesOnSpace = event.target instanceof HTMLButtonElement ||
      (event.target instanceof HTMLInputElement && event.target.type === 'checkbox');
    if (event.key === 'ArrowLeft' && !onSlider) { move(-1); event.preventDefault(); }
    if (event.key === 'ArrowRight' && !onSlider) { move(1); event.preventDefault(); }
    if (event.key === 'Home' && !onSlider) { stop(); show(0, false); event.preventDefault(); }
    if (event.key === 'End' && !onSlider) {
      stop(); show(last, false); event.preventDefault();
    }
    if (event.key === ' ' && !activatesOnSpace) {
      if (timer) { stop(); } else { start(); }
      event.preventDefault();
    }
  });

  function seqFromHash() {
    const match = /^#seq=(\d+)$/.exec(location.hash);
    return match ? Number(match[1]) : 0;
  }

  window.addEventListener('hashchange', () => show(seqFromHash(), false));
  show(seqFromHash(), false);
  document.body.dataset.readyMs = String(Math.round(performance.now()));
})();
