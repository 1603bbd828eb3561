/// The viewer page's script: steps through the embedded session, plays it at the recorded
/// pace, animates Randomize, Go and Back, and plays an optional synthesized sound.
enum ViewerScript {
  static let source = #"""
    (() => {
      'use strict';
      const data = JSON.parse(document.getElementById('monsoon-data').textContent);
      const steps = data.steps;
      const last = steps.length - 1;
      const byId = (id) => document.getElementById(id);
      const screen = byId('screen');
      const slider = byId('slider');
      const seqOut = byId('seq-out');
      const now = byId('now');
      const choices = byId('choices');
      const timeline = byId('timeline');
      const play = byId('play');
      const sound = byId('sound');
      const navNames = ['search', 'calendar', 'compass', 'menu'];
      const reduceMotion = window.matchMedia &&
        window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const firstTime = steps.find((step) => step.t !== null);
      let current = -1;
      let shownView = -1;
      let timer = null;
      let audio = null;

      slider.min = '0';
      slider.max = String(last);
      slider.step = '1';

      function clock(step) {
        if (step.t === null || !firstTime) return '';
        return '+' + ((step.t - firstTime.t) / 1000).toFixed(1) + ' s';
      }

      function cell(className, text) {
        const span = document.createElement('span');
        span.className = className;
        span.textContent = text;
        return span;
      }

      const items = steps.map((step) => {
        const item = document.createElement('li');
        item.dataset.seq = String(step.seq);
        item.className = 'event ' + step.type;
        const button = document.createElement('button');
        button.type = 'button';
        button.setAttribute('aria-label', 'Step ' + step.seq + ': ' + step.label);
        button.append(cell('seq', String(step.seq)), cell('time', clock(step)),
          cell('label', step.label));
        button.addEventListener('click', () => { stop(); show(step.seq, true); });
        item.appendChild(button);
        timeline.appendChild(item);
        return item;
      });

      function summary(step) {
        const chosen = data.prompts.map((prompt, index) =>
          prompt.id + ': ' + prompt.choices[step.sel[index]]);
        return (step.screen === 'chooser' ? 'Chooser' : 'Detail screen') +
          ' after step ' + step.seq + ' — ' + chosen.join(', ');
      }

      function showChoices(step, previous) {
        choices.textContent = '';
        data.prompts.forEach((prompt, index) => {
          const term = document.createElement('dt');
          term.textContent = prompt.id;
          const value = document.createElement('dd');
          value.textContent = prompt.choices[step.sel[index]];
          if (previous && previous.sel[index] !== step.sel[index]) value.className = 'changed';
          choices.append(term, value);
        });
        const screenRow = document.createElement('dd');
        screenRow.className = 'screen-row';
        screenRow.textContent = 'Screen: ' + step.screen + ' · nav taps: ' +
          navNames.map((name, index) => name + ' ' + step.nav[index]).join(', ');
        choices.append(screenRow);
      }

      function showBadges(svg, step) {
        navNames.forEach((name, index) => {
          const badge = svg.querySelector('.badge[data-name="' + name + '"]');
          if (!badge) return;
          const count = step.nav[index];
          badge.setAttribute('visibility', count > 0 ? 'visible' : 'hidden');
          const text = badge.querySelector('text');
          if (text) text.textContent = count > 99 ? '99+' : String(count);
        });
      }

      function transition(from, to) {
        if (reduceMotion || from < 0 || Math.abs(to - from) !== 1) return null;
        const forward = to > from;
        const type = steps[forward ? to : from].type;
        if (type === 'randomize') return 'spin';
        if (type === 'go') return forward ? 'from-right' : 'from-left';
        if (type === 'back') return forward ? 'from-left' : 'from-right';
        return null;
      }

      function show(seq, animate) {
        seq = Math.max(0, Math.min(last, seq));
        if (seq === current) return;
        const previous = current;
        current = seq;
        const step = steps[seq];
        const effect = animate ? transition(previous, seq) : null;
        screen.className = 'screen-frame' +
          (effect === 'from-right' || effect === 'from-left' ? ' ' + effect : '');
        if (step.view !== shownView || effect) {
          screen.innerHTML = data.views[step.view];
          shownView = step.view;
        }
        const svg = screen.querySelector('svg');
        svg.setAttribute('data-seq', String(step.seq));
        svg.setAttribute('aria-label', summary(step));
        const title = svg.querySelector('title');
        if (title) title.textContent = summary(step);
        showBadges(svg, step);
        if (effect === 'spin') spin(svg);
        slider.value = String(seq);
        slider.setAttribute('aria-valuetext', 'Step ' + seq + ' of ' + last + ': ' + step.label);
        seqOut.textContent = String(seq);
        now.textContent = 'Step ' + seq + ': ' + step.label;
        if (step.problem) now.append(cell('problem', ' — ' + step.problem));
        showChoices(step, previous >= 0 ? steps[previous] : null);
        if (previous >= 0) {
          items[previous].classList.remove('current');
          items[previous].querySelector('button').removeAttribute('aria-current');
        }
        items[seq].classList.add('current');
        items[seq].querySelector('button').setAttribute('aria-current', 'step');
        items[seq].scrollIntoView({ block: 'nearest' });
        if (location.hash !== '#seq=' + seq) {
          try { history.replaceState(null, '', '#seq=' + seq); } catch (error) { /* file: */ }
        }
      }

      function spin(svg) {
        svg.querySelectorAll('.control .ring').forEach((ring, index) => {
          ring.style.animationDelay = (index * 40) + 'ms';
          ring.classList.add('spin');
        });
        if (sound.checked) blip();
      }

      function blip() {
        const Context = window.AudioContext || window.webkitAudioContext;
        if (!Context) return;
        audio = audio || new Context();
        const start = audio.currentTime + 0.01;
        for (let tick = 0; tick < 7; tick += 1) {
          const isLast = tick === 6;
          const oscillator = audio.createOscillator();
          const gain = audio.createGain();
          oscillator.type = isLast ? 'sine' : 'square';
          oscillator.frequency.value = isLast ? 880 : 520 + tick * 90;
          const at = start + tick * 0.08;
          const length = isLast ? 0.18 : 0.03;
          gain.gain.setValueAtTime(isLast ? 0.12 : 0.04, at);
          gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
          oscillator.connect(gain).connect(audio.destination);
          oscillator.start(at);
          oscillator.stop(at + length + 0.02);
        }
      }

      function delay(seq) {
        const from = steps[seq].t;
        const to = steps[seq + 1].t;
        if (from === null || to === null) return 700;
        return Math.min(Math.max(to - from, 150), data.maxDelay);
      }

      function schedule() {
        if (current >= last) { stop(); return; }
        timer = setTimeout(() => { show(current + 1, true); schedule(); }, delay(current));
      }

      function start() {
        if (current >= last) show(0, false);
        play.textContent = 'Pause';
        play.setAttribute('aria-pressed', 'true');
        schedule();
      }

      function stop() {
        clearTimeout(timer);
        timer = null;
        play.textContent = 'Play';
        play.setAttribute('aria-pressed', 'false');
      }

      function step(delta) { stop(); show(current + delta, true); }

      byId('first').addEventListener('click', () => { stop(); show(0, false); });
      byId('prev').addEventListener('click', () => step(-1));
      byId('next').addEventListener('click', () => step(1));
      byId('last').addEventListener('click', () => { stop(); show(last, false); });
      play.addEventListener('click', () => (timer ? stop() : start()));
      slider.addEventListener('input', () => { stop(); show(Number(slider.value), true); });

      document.addEventListener('keydown', (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const onSlider = event.target === slider;
        const activatesOnSpace = event.target instanceof HTMLButtonElement ||
          (event.target instanceof HTMLInputElement && event.target.type === 'checkbox');
        if (event.key === 'ArrowLeft' && !onSlider) { step(-1); event.preventDefault(); }
        if (event.key === 'ArrowRight' && !onSlider) { step(1); event.preventDefault(); }
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
    })();
    """#
}
