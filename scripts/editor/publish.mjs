// @ts-check
// «Pubblica» on the editing page: after the save, the change is recorded in the project's git
// history (a commit naming the entry and the editor) and sent to the repository's remote, whose
// host rebuilds the site. Whatever goes wrong, nothing is lost: the file is saved and the commit
// stays on this computer until a later «Pubblica» sends it. Each outcome is one notice in plain
// Italian that says what happened and what to do.
import { execFile } from 'node:child_process';

/** How long a change takes to reach the live site after it is sent (the host's build): docs/modifica-contenuti.md. */
export const LIVE_AFTER = 'di solito entro 5 minuti';

/**
 * @typedef {{ kind: 'success' | 'warning' | 'error', title: string, text: string, retry?: boolean }} Notice
 */

/**
 * A git command in a folder; output is what it wrote to both streams, stdout its answer alone, trimmed.
 * @param {string} root
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, timeout?: number }} [options] timeout: 0 for none
 * @returns {Promise<{ ok: boolean, output: string, stdout: string }>}
 */
export function git(root, args, options = {}) {
  return new Promise((resolve) => {
    execFile(
      'git',
      args,
      {
        cwd: root,
        timeout: options.timeout ?? 20_000,
        maxBuffer: 16 * 1024 * 1024,
        env: {
          ...process.env,
          // Never wait for a password nobody will type: a missing credential is an error to report.
          GIT_TERMINAL_PROMPT: '0',
          GIT_SSH_COMMAND: 'ssh -o BatchMode=yes -o ConnectTimeout=15',
          LC_ALL: 'C',
          ...options.env,
        },
      },
      (error, stdout, stderr) =>
        resolve({
          ok: !error,
          output: `${stdout}${stderr}${error && !stderr ? error.message : ''}`,
          stdout: stdout.trim(),
        }),
    );
  });
}

/** The remote the current branch publishes to, and its branch: the upstream, or origin. @param {string} root */
async function destination(root) {
  const upstream = await git(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']);
  if (upstream.ok) {
    const [remote, ...branch] = upstream.output.trim().split('/');
    return { remote, branch: branch.join('/') };
  }
  const remotes = (await git(root, ['remote'])).output.split('\n').filter(Boolean);
  if (remotes.length === 0) return null;
  const branch = (await git(root, ['rev-parse', '--abbrev-ref', 'HEAD'])).output.trim();
  return { remote: remotes.includes('origin') ? 'origin' : remotes[0], branch };
}

const NETWORK =
  /could not resolve|unable to access|connection (refused|timed out|reset)|network is unreachable|timed out|could not read from remote|failed to connect|no route to host|does not appear to be a git repository/i;
const AUTH = /authentication failed|permission denied|403|access denied|could not read username/i;
const REJECTED = /\[rejected\]|non-fast-forward|fetch first|failed to push some refs/i;

/**
 * Sends the commits not yet on the remote. On a refusal because someone else published first, takes
 * their changes and tries once more; a change to the same lines is a conflict, left for a person.
 * @param {string} root
 * @returns {Promise<Notice>}
 */
export async function push(root) {
  const target = await destination(root);
  if (!target) {
    return {
      kind: 'warning',
      title: 'Salvato, ma non pubblicato',
      text: 'La modifica è salvata e registrata su questo computer, ma la cartella del sito non è collegata a nessun repository online, quindi il sito pubblico non cambia. Chiedi a chi gestisce il sito di collegarla (guida: «Installazione (una volta)»).',
    };
  }
  const send = () => git(root, ['push', target.remote, `HEAD:${target.branch}`], { timeout: 60_000 });
  let sent = await send();
  if (!sent.ok && REJECTED.test(sent.output)) {
    const pulled = await git(root, ['pull', '--rebase', '--autostash', target.remote, target.branch], {
      timeout: 60_000,
    });
    if (!pulled.ok) {
      await git(root, ['rebase', '--abort']);
      if (NETWORK.test(pulled.output)) return offline();
      return {
        kind: 'error',
        title: 'Salvato, ma non pubblicato: qualcun altro ha modificato lo stesso testo',
        text: 'Nel frattempo un’altra persona ha pubblicato una modifica agli stessi righi. La tua modifica è salva su questo computer e non si perde; per pubblicarla bisogna scegliere quale delle due tenere. Chiedi a chi gestisce il sito di unire le due versioni, poi premi di nuovo «Pubblica».',
        retry: true,
      };
    }
    sent = await send();
  }
  if (sent.ok)
    return {
      kind: 'success',
      title: 'Pubblicato',
      text: `La modifica è stata inviata: il sito la mostrerà ${LIVE_AFTER}, il tempo di ricostruirsi.`,
    };
  if (AUTH.test(sent.output)) {
    return {
      kind: 'error',
      title: 'Salvato, ma non pubblicato: accesso negato',
      text: 'Il repository online ha rifiutato questo computer (manca o è scaduto il permesso di pubblicare). La modifica è salva qui e non si perde. Chiedi a chi gestisce il sito di controllare l’accesso, poi premi «Riprova a pubblicare».',
      retry: true,
    };
  }
  return offline();
}

/** @returns {Notice} */
function offline() {
  return {
    kind: 'error',
    title: 'Salvato, ma non pubblicato: nessuna connessione',
    text: 'Il computer non riesce a raggiungere il repository online (internet assente o lento?). La modifica è salva su questo computer e non si perde: quando la connessione torna, premi «Riprova a pubblicare», oppure sarà inviata con la prossima modifica che pubblichi.',
    retry: true,
  };
}

/**
 * Records the change of some files in a commit and publishes it. email: the editor's own (the live
 * site's login); otherwise git's user.email, or one made from the name.
 * @param {{ root: string, files: string[], message: string, editor: string, email?: string }} change
 * @returns {Promise<Notice>}
 */
export async function publish({ root, files, message, editor, email: own }) {
  if (!(await git(root, ['rev-parse', '--is-inside-work-tree'])).ok) {
    return {
      kind: 'warning',
      title: 'Salvato, ma non pubblicato',
      text: 'La modifica è salvata su questo computer, ma la cartella del sito non è una copia del repository (manca git), quindi non può essere pubblicata da qui. Guida: «Installazione (una volta)».',
    };
  }
  const configured = (await git(root, ['config', 'user.email'])).output.trim();
  const email =
    own ||
    configured ||
    `${
      editor
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '.')
        .replace(/^\.|\.$/g, '') || 'redazione'
    }@pagina-di-modifica.invalid`;
  const identity = {
    GIT_AUTHOR_NAME: editor,
    GIT_AUTHOR_EMAIL: email,
    GIT_COMMITTER_NAME: editor,
    GIT_COMMITTER_EMAIL: email,
  };
  await git(root, ['add', '-A', '--', ...files]);
  const staged = await git(root, ['diff', '--cached', '--quiet', '--', ...files]);
  if (!staged.ok) {
    const committed = await git(root, ['commit', '--no-verify', '-m', message, '--', ...files], { env: identity });
    if (!committed.ok) {
      return {
        kind: 'error',
        title: 'Salvato, ma non registrato',
        text: 'Il file è salvato, ma git non è riuscito a registrare la modifica, quindi non è stata pubblicata. Chiedi a chi gestisce il sito di controllare la cartella del sito.',
      };
    }
  }
  return push(root);
}
