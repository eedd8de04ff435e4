// The editing page's own script (scripts/editor/admin.html), in the browser, before Decap CMS:
//  - asks the editor's name once (kept in this browser) and sends it with every save, so that each
//    publication names who made it;
//  - shows every notice in plain Italian (the server's own words, never API_ERROR, paths or field
//    keys), staying until closed, with «Riprova a pubblicare» when a publication did not go out;
//  - turns Decap's own warnings and errors (toasts that vanish after a few seconds) into the same
//    notices; its «Voce salvata» is left to the server's «Pubblicato».
(() => {
  const NAME_KEY = 'limenta-editor-name';
  const API = '/api/v1';
  let region;
  let lastServerMessage = { text: '', at: 0 };

  const name = () => localStorage.getItem(NAME_KEY) ?? '';

  function notices() {
    if (!region) {
      region = document.createElement('section');
      region.id = 'avvisi';
      region.setAttribute('aria-label', 'Avvisi della pagina di modifica');
      document.body.append(region);
    }
    return region;
  }

  /** One notice, until its «Chiudi». kind: success | warning | error. */
  function show({ kind = 'success', title, text, retry = false }) {
    const notice = document.createElement('div');
    notice.className = 'avviso';
    notice.dataset.kind = kind;
    notice.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    if (title) {
      const heading = document.createElement('strong');
      heading.textContent = title;
      notice.append(heading);
    }
    const body = document.createElement('p');
    body.textContent = text;
    notice.append(body);
    const actions = document.createElement('div');
    actions.className = 'azioni';
    if (retry) {
      const again = document.createElement('button');
      again.type = 'button';
      again.className = 'principale';
      again.textContent = 'Riprova a pubblicare';
      again.addEventListener('click', async () => {
        again.disabled = true;
        again.textContent = 'Pubblicazione in corso…';
        try {
          const response = await originalFetch('/api/editor/publish', { method: 'POST', headers: { 'X-Limenta-Editor': encodeURIComponent(name()) } });
          const result = await response.json();
          notice.remove();
          show(result.notice ?? { kind: 'error', title: 'Non pubblicato', text: result.error ?? 'Riprova tra poco.' });
        } catch {
          again.disabled = false;
          again.textContent = 'Riprova a pubblicare';
        }
      });
      actions.append(again);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Chiudi';
    close.setAttribute('aria-label', `Chiudi l’avviso${title ? `: ${title}` : ''}`);
    close.addEventListener('click', () => notice.remove());
    actions.append(close);
    notice.append(actions);
    notices().append(notice);
  }

  // Every call of the file API carries the editor's name; its answer becomes a notice.
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url, location.href).pathname.startsWith(API)) return originalFetch(input, init);
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('X-Limenta-Editor', encodeURIComponent(name()));
    const response = await originalFetch(input, { ...init, headers });
    const notice = response.headers.get('X-Limenta-Notice');
    if (notice) show(JSON.parse(decodeURIComponent(notice)));
    if (!response.ok) {
      const body = await response.clone().json().catch(() => ({}));
      const text = typeof body.error === 'string' ? body.error : 'Qualcosa non ha funzionato: riprova.';
      lastServerMessage = { text, at: Date.now() };
      show({ kind: 'error', title: 'Non salvato', text: text.replace(/^Non salvato\.\s*/, '') });
    }
    return response;
  };

  // Decap's own toasts: the same text as a notice that stays, unless the server has just said it better.
  function mirrorToasts() {
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.matches?.('.Toastify__toast')) continue;
          // A success («Voce salvata») is said better by the server's own notice («Pubblicato»).
          const kind = node.classList.contains('Toastify__toast--error') ? 'error' : node.classList.contains('Toastify__toast--warning') ? 'warning' : 'success';
          const text = node.textContent?.trim() ?? '';
          const echo = /API_ERROR|Error:/.test(text) || (kind === 'error' && Date.now() - lastServerMessage.at < 5000);
          if (text && kind !== 'success' && !echo) show({ kind, text });
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  }

  function whoIsEditing() {
    const bar = document.createElement('div');
    bar.id = 'chi';
    bar.append(`Pubblichi come ${name()}`);
    const change = document.createElement('button');
    change.type = 'button';
    change.textContent = 'Cambia nome';
    change.addEventListener('click', () => {
      localStorage.removeItem(NAME_KEY);
      location.reload();
    });
    bar.append(change);
    document.body.append(bar);
  }

  /** Asks the name once; `start` runs when it is known. */
  function askName(start) {
    const overlay = document.createElement('div');
    overlay.id = 'nome';
    overlay.innerHTML = `
      <form novalidate>
        <h1>La pagina di modifica di Limenta</h1>
        <p>Come ti chiami? Il tuo nome accompagna ogni modifica che pubblichi, così chi gestisce il sito sa chi l’ha fatta. Lo chiediamo solo questa volta.</p>
        <label for="nome-editor">Nome e cognome</label>
        <input id="nome-editor" name="nome" autocomplete="name" required maxlength="80" />
        <p role="alert" hidden>Scrivi il tuo nome per continuare.</p>
        <button type="submit">Continua</button>
      </form>`;
    document.body.append(overlay);
    const form = overlay.querySelector('form');
    const input = overlay.querySelector('input');
    input.focus();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = input.value.trim().replace(/\s+/g, ' ');
      if (!value) {
        overlay.querySelector('[role="alert"]').hidden = false;
        input.setAttribute('aria-invalid', 'true');
        return input.focus();
      }
      localStorage.setItem(NAME_KEY, value);
      overlay.remove();
      start();
    });
  }

  window.LimentaEditing = {
    /** The few words Decap's Italian leaves in English. */
    completeItalian(cms) {
      const phrases = cms.getLocale('it');
      const modal = phrases?.mediaLibrary?.mediaLibraryModal;
      if (!modal) return;
      Object.assign(modal, { upload: 'Carica', download: 'Scarica' });
      cms.registerLocale('it', phrases);
    },
    whenNamed(init) {
      const start = () => {
        whoIsEditing();
        mirrorToasts();
        init();
      };
      if (name()) start();
      else askName(start);
    },
  };
})();
