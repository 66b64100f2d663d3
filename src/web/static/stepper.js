// The phase stepper of a game's page: one phase shown at a time, stepped with the arrow keys, the
// slider, or the previous and next links. Without this script every phase shows, one after another.
// It runs in the head, before the body is read: the phases are hidden from the first layout, so the
// browser never fetches the lazy pictures of phases nobody looks at (the page opens on the board now).
(() => {
  document.documentElement.classList.add('stepping');
  const start = () => {
    const sections = [...document.querySelectorAll('section.phase')];
    if (sections.length === 0) {
      document.documentElement.classList.remove('stepping');
      return;
    }
    const slider = document.getElementById('phase-slider');
    const shown = document.getElementById('phase-shown');
    const indexOf = (hash) => Math.max(0, sections.findIndex((s) => `#${s.id}` === hash));
    let current = location.hash ? indexOf(location.hash) : sections.length - 1;
    const show = (i, push) => {
      current = Math.min(sections.length - 1, Math.max(0, i));
      sections.forEach((s, k) => s.classList.toggle('current', k === current));
      const img = sections[current].querySelector('img');
      if (img) img.loading = 'eager';
      if (slider) slider.value = String(current + 1);
      if (shown) shown.textContent = sections[current].querySelector('h2')?.textContent ?? '';
      if (push) history.replaceState(null, '', `#${sections[current].id}`);
    };
    if (slider) {
      slider.hidden = false;
      slider.addEventListener('input', () => show(Number(slider.value) - 1, true));
    }
    addEventListener('hashchange', () => show(indexOf(location.hash), false));
    addEventListener('keydown', (e) => {
      // On the slider the arrows already move it (and its input event shows the phase).
      if (e.target instanceof HTMLInputElement || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowLeft') show(current - 1, true);
      else if (e.key === 'ArrowRight') show(current + 1, true);
      else return;
      e.preventDefault();
    });
    show(current, false);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
