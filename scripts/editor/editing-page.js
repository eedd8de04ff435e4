// The editing page's own script (scripts/editor/admin.html), before Decap CMS: the editor's name
// sent with every save, every notice in plain Italian until closed (Decap's vanishing toasts too),
// the live site's token and publishes (their builds kept for «Ripristina»), Italian numbers,
// «Riordina» (docs/architecture.md).
(() => {
  const NAME_KEY = 'limenta-editor-name';
  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  const TOKEN = meta('limenta-token');
  const BASE = meta('limenta-api') ?? '/api';
  const API = `${BASE}/v1`;
  /** The headers of every call: the editor's name, and on the live site the page's token. */
  const ownHeaders = (headers = new Headers()) => {
    headers.set('X-Limenta-Editor', encodeURIComponent(name()));
    if (TOKEN) headers.set('X-Limenta-Token', TOKEN);
    return headers;
  };
  let region;
  let lastServerMessage = { text: '', at: 0 };

  const name = () => localStorage.getItem(NAME_KEY) ?? '';

  /** A new element with these properties (textContent, onclick…) and attributes (aria-*, role, data-*). */
  function el(tag, properties = {}, attributes = {}) {
    const element = Object.assign(document.createElement(tag), properties);
    for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
    return element;
  }

  /** A text of content/editing.yaml with its {placeholders} filled in. */
  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (whole, key) => values[key] ?? whole);

  function notices() {
    region ??= document.body.appendChild(
      el('section', { id: 'avvisi' }, { 'aria-label': 'Avvisi della pagina di modifica' }),
    );
    return region;
  }

  /** One notice, until its «Chiudi». kind: success | warning | error. */
  function show({ kind = 'success', title, text, retry = false }) {
    const notice = el(
      'div',
      { className: 'avviso' },
      { 'data-kind': kind, role: kind === 'error' ? 'alert' : 'status' },
    );
    if (title) notice.append(el('strong', { textContent: title }));
    const actions = el('div', { className: 'azioni' });
    notice.append(el('p', { textContent: text }), actions);
    if (retry) {
      const again = el('button', { type: 'button', className: 'principale', textContent: 'Riprova a pubblicare' });
      again.addEventListener('click', async () => {
        again.disabled = true;
        again.textContent = 'Pubblicazione in corso…';
        try {
          await postAndShow('/editor/publish', 'Non pubblicato', 'Riprova tra poco.');
          notice.remove();
        } catch {
          again.disabled = false;
          again.textContent = 'Riprova a pubblicare';
        }
      });
      actions.append(again);
    }
    actions.append(
      el(
        'button',
        { type: 'button', textContent: 'Chiudi', onclick: () => notice.remove() },
        { 'aria-label': `Chiudi l’avviso${title ? `: ${title}` : ''}` },
      ),
    );
    notices().append(notice);
  }

  /** A POST to the page's server whose answer is a notice, or a refusal shown under `title` (`fallback` when it gives no reason). */
  async function postAndShow(route, title, fallback) {
    const answer = await (await originalFetch(`${BASE}${route}`, { method: 'POST', headers: ownHeaders() })).json();
    show(answer.notice ?? { kind: 'error', title, text: answer.error ?? fallback });
  }

  // A picture just chosen from the computer stays in the browser until «Pubblica» (Decap keeps it with
  // the entry), but the thumbnail of an image field with its own folder (the photos') is given the
  // picture's public address, /foto/…, where nothing is yet: locally the file is not written before
  // «Pubblica», and on the live site that address holds only the last build's pictures. Such a
  // thumbnail is shown from the file the editor chose. Decap renames a file as it takes it (lower
  // case, no accents, dashes): names are compared by their letters, digits and dots only.
  /** @type {Array<{ file: File, url: string }>} */
  const chosenFiles = [];
  const looseName = (name) =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '');
  function showChosen(image) {
    const src = image.getAttribute('src') ?? '';
    if (chosenFiles.length === 0 || !src.startsWith('/')) return;
    const name = looseName(decodeURIComponent(src.split(/[?#]/)[0].split('/').pop() ?? ''));
    const chosen = chosenFiles.find((one) => looseName(one.file.name) === name);
    if (chosen) image.setAttribute('src', chosen.url);
  }
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files) return;
      for (const file of input.files)
        if (file.type.startsWith('image/')) chosenFiles.unshift({ file, url: URL.createObjectURL(file) });
    },
    true,
  );
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'attributes' && change.target instanceof HTMLImageElement) showChosen(change.target);
      for (const node of change.addedNodes)
        if (node instanceof HTMLElement)
          for (const image of node.matches('img') ? [node] : node.querySelectorAll('img')) showChosen(image);
    }
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });

  // Every call of the file API carries the editor's name; its answer becomes a notice.
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url, location.href).pathname.startsWith(API)) return originalFetch(input, init);
    const headers = ownHeaders(new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined)));
    const response = await originalFetch(input, { ...init, headers });
    const notice = response.headers.get('X-Limenta-Notice');
    if (notice) {
      show(JSON.parse(decodeURIComponent(notice)));
      followPublishes();
    }
    if (!response.ok) {
      const body = await response
        .clone()
        .json()
        .catch(() => ({}));
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
          const kind = ['error', 'warning'].find((one) => node.classList.contains(`Toastify__toast--${one}`));
          const text = node.textContent?.trim() ?? '';
          const echo = /API_ERROR|Error:/.test(text) || (kind === 'error' && Date.now() - lastServerMessage.at < 5000);
          if (text && kind && !echo) show({ kind, text });
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  }

  function whoIsEditing() {
    const bar = el('div', { id: 'chi' });
    const change = el('button', { type: 'button', textContent: 'Cambia nome' });
    change.addEventListener('click', () => {
      localStorage.removeItem(NAME_KEY);
      location.reload();
    });
    bar.append(`Pubblichi come ${name()}`, change);
    // On the live site, the server's «Esci» (a plain form to the login's own logout) goes beside the name.
    const logout = document.getElementById('esci');
    if (logout) bar.append(logout);
    document.body.append(bar);
  }

  /** Asks the name once; `start` runs when it is known. */
  function askName(start) {
    const overlay = el('div', { id: 'nome' });
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

  // ---- Numbers as Italians write them ------------------------------------------------------------
  // Decap's number box reads «6.500» as 6.5 or 600 and «0,5» as 5, by the browser's language: the
  // «numero» widget reads Italian notation instead (comma for decimals, dot for thousands). A dot
  // without a comma is ambiguous in a field with decimals and refused, except «0.5».

  const NOT_WHOLE = (quoted) =>
    `${quoted} non è un numero intero: qui vanno solo cifre, senza decimali (il punto separa le migliaia, come in 5.000).`;

  /** What an editor typed, as a number: { value } (undefined when empty) or { error } in Italian. */
  function parseItalianNumber(written, { integer = false } = {}) {
    const text = String(written ?? '')
      .trim()
      .replace(/[\u00a0\u202f\u2009]/g, ' ')
      .replace(/^[−–]/, '-');
    if (text === '') return { value: undefined };
    const quoted = `«${text}»`;
    const sign = text.startsWith('-') ? -1 : 1;
    // «6 500», with a space between the thousands, as «6.500».
    const body = text.replace(/^[-+]/, '').replace(/ (?=\d{3}(?!\d))/g, '.');
    const decimals = /^(?:\d{1,3}(?:\.\d{3})+|\d+),\d+$/;
    let value;
    if (/^\d+$/.test(body)) value = Number(body);
    else if (decimals.test(body)) value = Number(body.replace(/\./g, '').replace(',', '.'));
    else if (/^0\.\d+$/.test(body)) value = Number(body);
    else if (/^\d+\.\d+$/.test(body) || /^\d{1,3}(?:\.\d{3})+$/.test(body)) {
      if (integer) {
        if (!/^\d{1,3}(?:\.\d{3})+$/.test(body)) return { error: NOT_WHOLE(quoted) };
        value = Number(body.replace(/\./g, ''));
      } else if (/\.\d{3}$/.test(body)) {
        return {
          error: `${quoted} non è chiaro: in un campo con i decimali il punto non si usa. Scrivi «${text.replace(/\./g, '')}» senza punto, oppure «${text.replace('.', ',')}» con la virgola.`,
        };
      } else {
        return {
          error: `${quoted}: in italiano i decimali si scrivono con la virgola. Scrivi «${text.replace('.', ',')}».`,
        };
      }
    } else {
      return {
        error: `${quoted} non è un numero: scrivi solo cifre, con la virgola per i decimali (0,5) e il punto per le migliaia (5.000).`,
      };
    }
    if (integer && !Number.isInteger(value)) return { error: NOT_WHOLE(quoted) };
    return { value: sign * value };
  }

  /** A stored number as the page shows it: «5.000» in a whole-number field, «0,5» or «1250,5» with decimals. */
  function formatItalianNumber(value, { integer = false } = {}) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return '';
    return new Intl.NumberFormat('it-IT', {
      useGrouping: integer ? 'always' : false,
      maximumFractionDigits: 20,
    }).format(value);
  }

  /** Whether a figure changed by more than half of what it was (from 5.000 to 600, from 0,5 to 5). */
  function changedByMoreThanHalf(before, after) {
    return (
      typeof before === 'number' &&
      before !== 0 &&
      typeof after === 'number' &&
      Math.abs(after - before) > Math.abs(before) / 2
    );
  }

  function registerNumberWidget(cms) {
    const { h, createClass } = window;
    if (!cms || !h || !createClass) return;
    const control = createClass({
      integer() {
        return this.props.field.get('value_type') !== 'float';
      },
      /** The box showing the figure as the file has it: the one a big change is measured against. */
      loaded(value) {
        return {
          text: this.format(value),
          original: typeof value === 'number' ? value : undefined,
          error: null,
          pending: undefined,
        };
      },
      getInitialState() {
        return { ...this.loaded(this.props.value), confirmed: undefined, focused: false };
      },
      componentDidUpdate(previous) {
        // A value that did not come from this box (the entry loaded, another version opened).
        if (this.props.value !== previous.value && this.props.value !== this.emitted)
          this.setState(this.loaded(this.props.value));
      },
      keep(value) {
        this.emitted = value;
        this.props.onChange(value);
      },
      label() {
        return this.props.field.get('label', this.props.field.get('name'));
      },
      format(value) {
        return formatItalianNumber(value, { integer: this.integer() });
      },
      handleChange(event) {
        const text = event.target.value;
        const { value, error } = parseItalianNumber(text, { integer: this.integer() });
        if (error) return this.setState({ text, error, pending: undefined });
        if (value !== undefined && value !== this.state.confirmed && changedByMoreThanHalf(this.state.original, value))
          return this.setState({ text, error: null, pending: value });
        this.setState({ text, error: null, pending: undefined });
        this.keep(value);
      },
      handleBlur() {
        this.props.setInactiveStyle();
        // What is kept, written the Italian way («6500» becomes «6.500»); a refused or unconfirmed text stays as typed.
        const shown =
          this.state.error || this.state.pending !== undefined ? this.state.text : this.format(this.props.value);
        this.setState({ focused: false, text: shown });
      },
      confirm() {
        const value = this.state.pending;
        this.setState({ pending: undefined, confirmed: value, text: this.format(value) });
        this.keep(value);
      },
      undo() {
        const { original } = this.state;
        this.setState({ pending: undefined, error: null, text: this.format(original) });
        this.keep(original);
      },
      /** Decap asks before saving: a figure not understood, or not yet confirmed, stops the save with a notice. */
      isValid() {
        const problem = this.state.error ?? (this.state.pending !== undefined ? this.question() : null);
        if (!problem) return true;
        show({
          kind: 'error',
          title: 'Non salvato',
          text: `${this.label()}: ${problem}${this.state.error ? '' : ' Rispondi sotto il campo.'}`,
        });
        // The message is shown under the field and in the notice, not in Decap's capitals above it.
        return { error: { type: 'CUSTOM', message: '' } };
      },
      question() {
        return `hai scritto ${this.format(this.state.pending)} al posto di ${this.format(this.state.original)}: è giusto?`;
      },
      render() {
        const { forID, classNameWrapper, setActiveStyle } = this.props;
        const { text, error, pending, focused, original } = this.state;
        const asking = pending !== undefined && !focused;
        const message = error && !focused ? error : null;
        const described = message || asking ? `${forID}-avviso` : undefined;
        const question = this.question();
        return h(
          'div',
          null,
          h('input', {
            type: 'text',
            inputMode: 'decimal',
            autoComplete: 'off',
            id: forID,
            className: classNameWrapper,
            value: text,
            'aria-invalid': message ? 'true' : undefined,
            'aria-describedby': described,
            onChange: this.handleChange,
            onFocus: () => {
              setActiveStyle();
              this.setState({ focused: true });
            },
            onBlur: this.handleBlur,
          }),
          message ? h('p', { id: described, role: 'alert', className: 'numero-errore' }, message) : null,
          asking
            ? h(
                'div',
                { id: described, role: 'alert', className: 'conferma-numero' },
                h('p', null, question.charAt(0).toUpperCase() + question.slice(1)),
                h(
                  'div',
                  null,
                  h('button', { type: 'button', className: 'principale', onClick: this.confirm }, 'Sì, è giusto'),
                  h('button', { type: 'button', onClick: this.undo }, `No, rimetti ${this.format(original)}`),
                ),
              )
            : null,
        );
      },
    });
    cms.registerWidget('numero', control, null, {
      properties: {
        value_type: { type: 'string', enum: ['int', 'float'] },
        min: { type: 'number' },
        max: { type: 'number' },
      },
    });
  }

  /**
   * The form as the content check wants it, for the entry the address names: the «numero» widget,
   * and labels without Decap's own «(opzionale)». Every field is optional for Decap, so that a save reaches the check and its
   * message (lib/content/decap-config.ts); the fields the schema leaves optional say «(facoltativo)»
   * in their label instead.
   */
  function prepareForm(cms) {
    registerNumberWidget(cms);
    // Decap keeps the form of the entry it opened when the address turns to another entry (typed in
    // the address bar, Back, Forward): the page would show one entry under the other's address, and
    // save it there. The form follows the address: Decap opens it afresh. (From «new» to the entry it
    // became is Decap's own step after a save, and is left alone.)
    const entryOf = (url) => /^#\/collections\/[^/]+\/entries\/[^?]+/.exec(new URL(url).hash)?.[0];
    window.addEventListener('hashchange', (event) => {
      const [from, to] = [entryOf(event.oldURL), entryOf(event.newURL)];
      if (from && to && from !== to) location.reload();
    });
    // Decap writes « (opzionale)» in a span of its own after the label; emptying that text (never
    // removing the node, which React still holds) leaves the label as the schema names the field.
    const unmark = (root) => {
      for (const mark of root.querySelectorAll?.("label[for*='-field-'] > span:only-child") ?? []) {
        if (mark.firstChild?.nodeType === Node.TEXT_NODE && mark.firstChild.nodeValue) mark.firstChild.nodeValue = '';
      }
    };
    new MutationObserver((changes) =>
      changes.forEach((change) =>
        change.addedNodes.forEach((node) => node instanceof Element && unmark(node.parentElement ?? node)),
      ),
    ).observe(document.body, { childList: true, subtree: true });
  }

  // ---- The publishes, on the live site -------------------------------------------------------------
  let publishesTimer = null;
  /** A publish's time as the editor reads it (in Italy's time, whatever the computer's zone). */
  const WHEN = new Intl.DateTimeFormat('it-IT', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  });

  /** The list of publishes, from the server; asked again every 2 s while one is queued or building. */
  async function followPublishes() {
    if (!TOKEN) return;
    clearTimeout(publishesTimer);
    let answer;
    try {
      answer = await (await originalFetch(`${BASE}/pubblicazioni`, { headers: ownHeaders() })).json();
    } catch {
      publishesTimer = setTimeout(followPublishes, 5000);
      return;
    }
    if (!answer?.words) return;
    renderPublishes(answer);
    if (answer.publishes.some((one) => one.state === 'queued' || one.state === 'building'))
      publishesTimer = setTimeout(followPublishes, 2000);
  }

  function renderPublishes({ publishes, canRestore, words, live }) {
    if (!live) return;
    let panel = document.getElementById('pubblicazioni');
    if (!panel) {
      panel = el('section', { id: 'pubblicazioni' }, { 'aria-labelledby': 'pubblicazioni-titolo' });
      const toggle = el('button', { type: 'button' }, { 'aria-expanded': 'true' });
      toggle.addEventListener('click', () => {
        const open = toggle.getAttribute('aria-expanded') !== 'true';
        toggle.setAttribute('aria-expanded', String(open));
        panel.classList.toggle('chiuso', !open);
      });
      const heading = el('h2', { id: 'pubblicazioni-titolo' });
      heading.append(toggle);
      panel.append(heading, el('ol', {}, { 'aria-live': 'polite' }));
      // On a phone the panel sits at the top, closed: its heading says the latest publish's state.
      if (window.matchMedia('(max-width: 40rem)').matches) {
        toggle.setAttribute('aria-expanded', 'false');
        panel.classList.add('chiuso');
      }
      document.body.append(panel);
    }
    const [latest] = publishes;
    panel.querySelector('h2 button').textContent = latest
      ? `${words.publishing.title}: ${words.states[latest.state]}`
      : words.publishing.title;
    const list = panel.querySelector('ol');
    list.replaceChildren(
      ...(publishes.length === 0
        ? [el('li', { textContent: words.publishing.empty })]
        : publishes.map((one) => {
            const item = el('li', {}, { 'data-state': one.state });
            // Who, when and which version: the build each line stands for, across restarts.
            const details = [
              one.editor ? fill(words.publishing.by, { editor: one.editor }) : '',
              WHEN.format(one.at),
              one.commit ? fill(words.publishing.version, { commit: one.commit }) : '',
            ];
            item.append(
              el('strong', { className: 'stato', textContent: words.states[one.state] }),
              el('span', { textContent: one.kind === 'start' ? words.publishing.startItem : one.item }),
              el('small', { className: 'dettagli', textContent: details.filter(Boolean).join(' · ') }),
            );
            if (one.kept) {
              item.dataset.kept = 'true';
              item.append(el('small', { className: 'conservata', textContent: words.publishing.kept }));
            }
            if (one.state === 'failed') {
              const reason = `${words.publishing.failedIntro}\n${one.reason ?? words.publishing.failed}`;
              item.append(el('p', { textContent: reason }));
            }
            return item;
          })),
    );
    panel.querySelector('.ripristina')?.remove();
    if (canRestore) {
      const restore = el('div', { className: 'ripristina' });
      const button = el('button', { type: 'button', textContent: words.publishing.restore });
      const hint = el('p', { textContent: words.publishing.restoreHint });
      button.addEventListener('click', async () => {
        button.disabled = true;
        try {
          await postAndShow('/ripristina', words.publishing.restore, words.publishing.restoreRefused);
        } finally {
          followPublishes();
        }
      });
      restore.append(button, hint);
      panel.append(restore);
    }
  }

  // ---- «Riordina»: a list's order in one publish -------------------------------------------------
  // On a collection's page, beside Decap's «Nuova…», a «Riordina» button opens a dialog listing the
  // entries in the site's order, each with «Su» and «Giù» buttons (the keyboard and a screen reader
  // move them as well as a mouse: no dragging). «Pubblica l’ordine» sends every entry's new position
  // in one save, which the server checks, commits and publishes once. Words: content/editing.yaml.
  const reorderWords = () => window.LIMENTA_EDITOR_WORDS?.reorder;
  /** The collection whose list the address shows (#/collections/faq), if it is a folder of entries. */
  const listedCollection = () => {
    const name = /^#\/collections\/([a-z0-9-]+)\/?(?:\?.*)?$/.exec(location.hash)?.[1];
    return window.LIMENTA_EDITOR_CONFIG?.collections?.find(
      (collection) => collection.name === name && collection.folder,
    );
  };
  /** The text of an entry with its position set to `position` (the «order» line, added when missing). */
  const withOrder = (raw, position) =>
    /^order:.*$/m.test(raw)
      ? raw.replace(/^order:.*$/m, `order: ${position}`)
      : `${raw.replace(/\n*$/, '\n')}order: ${position}\n`;

  async function openReorder(collection, opener) {
    const words = reorderWords();
    const answer = await originalFetch(`${BASE}/editor/ordine`, {
      method: 'POST',
      headers: ownHeaders(new Headers({ 'Content-Type': 'application/json' })),
      body: JSON.stringify({ collection: collection.name }),
    });
    const list = await answer.json().catch(() => ({}));
    if (!answer.ok) return show({ kind: 'error', title: words.button, text: list.error ?? words.notAList });
    const entries = [...list.entries];
    const before = entries.map((entry) => entry.path).join('\n');
    const dialog = el(
      'dialog',
      { id: 'riordina' },
      { 'aria-labelledby': 'riordina-titolo', 'aria-describedby': 'riordina-spiegazione' },
    );
    const items = el('ol');
    const status = el('p', { className: 'stato' }, { role: 'status' });
    const actions = el('div', { className: 'azioni' });
    const save = el('button', { type: 'button', className: 'principale', textContent: words.save });
    const cancel = el('button', { type: 'button', textContent: words.cancel, onclick: () => dialog.close() });
    actions.append(save, cancel);
    dialog.append(
      el('h2', { id: 'riordina-titolo', textContent: fill(words.title, { list: list.title }) }),
      el('p', { id: 'riordina-spiegazione', textContent: words.intro }),
      items,
      status,
      actions,
    );

    const move = (index, step) => {
      const to = index + step;
      if (to < 0 || to >= entries.length) return;
      [entries[index], entries[to]] = [entries[to], entries[index]];
      render();
      status.textContent = fill(words.moved, {
        name: entries[to].name,
        position: String(to + 1),
        count: String(entries.length),
      });
      // The focus follows the entry moved, on the same button while it can go on that way.
      const buttons = items.children[to].querySelectorAll('button');
      (to + step < 0 || to + step >= entries.length ? buttons[step < 0 ? 1 : 0] : buttons[step < 0 ? 0 : 1]).focus();
    };
    const arrow = (label, symbol, index, step) => {
      const button = el('button', { type: 'button', textContent: symbol }, { 'aria-label': label });
      // At either end the button stays focusable (a disabled one would drop the focus), and does nothing.
      if (index + step < 0 || index + step >= entries.length) button.setAttribute('aria-disabled', 'true');
      button.addEventListener('click', () => move(index, step));
      return button;
    };
    function render() {
      items.replaceChildren(
        ...entries.map((entry, index) => {
          const item = el('li');
          const buttons = el('span', { className: 'sposta' });
          buttons.append(
            arrow(fill(words.up, { name: entry.name }), '↑', index, -1),
            arrow(fill(words.down, { name: entry.name }), '↓', index, 1),
          );
          item.append(
            el('span', { className: 'posizione', textContent: `${index + 1}.` }, { 'aria-hidden': 'true' }),
            el('span', { className: 'nome', textContent: entry.name }),
            buttons,
          );
          return item;
        }),
      );
    }
    render();
    dialog.addEventListener('close', () => {
      dialog.remove();
      opener?.focus();
    });
    save.addEventListener('click', async () => {
      if (entries.map((entry) => entry.path).join('\n') === before) {
        status.textContent = words.unchanged;
        return;
      }
      save.disabled = true;
      // Every entry with its new position, in one save (the wrapped fetch shows the server's notice).
      const dataFiles = entries.map((entry, index) => ({
        path: entry.path,
        raw: withOrder(entry.raw, index + 1),
        slug: entry.path.replace(/^.*\/|\.yaml$/g, ''),
      }));
      const response = await window
        .fetch(API, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'persistEntry', params: { dataFiles, assets: [], options: {} } }),
        })
        .catch(() => null);
      if (response?.ok) dialog.close();
      else save.disabled = false;
    });
    document.body.append(dialog);
    dialog.showModal();
    items.querySelector('button')?.focus();
  }

  /** The «Riordina» button, beside Decap's «Nuova…» on the page of a list (put back whenever Decap draws the page again). */
  function offerReorder() {
    const place = () => {
      const collection = listedCollection();
      const words = reorderWords();
      const existing = document.getElementById('riordina-apri');
      if (!collection || !words) return existing?.remove();
      const newButton = document.querySelector(`a[href$="#/collections/${collection.name}/new"]`);
      if (
        !newButton ||
        (existing?.dataset.collection === collection.name && existing.previousElementSibling === newButton)
      )
        return;
      existing?.remove();
      const button = el(
        'button',
        { type: 'button', id: 'riordina-apri', textContent: fill(words.button, { list: collection.label }) },
        { 'data-collection': collection.name },
      );
      button.addEventListener('click', () => openReorder(collection, button));
      newButton.after(button);
    };
    new MutationObserver(place).observe(document.body, { childList: true, subtree: true });
    window.addEventListener('hashchange', place);
    place();
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
    parseItalianNumber,
    formatItalianNumber,
    whenNamed(init) {
      const start = () => {
        whoIsEditing();
        mirrorToasts();
        followPublishes();
        prepareForm(window.CMS);
        offerReorder();
        init();
      };
      if (name()) start();
      else askName(start);
    },
  };
})();
