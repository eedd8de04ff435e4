// @ts-check
// A real SMTP server for the tests and the benchmark (the smtp-server package), on 127.0.0.1:
// it receives what the request service sends and parses each message (mailparser), so a test
// reads the subject, the addresses, the text and the HTML as a mail program would. It can be
// taken down and brought back on the same port, or told to refuse for a while.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} ReceivedMail
 * @property {number} at when it arrived (ms since 1970)
 * @property {string[]} to the envelope's recipients
 * @property {string} from
 * @property {string} subject
 * @property {string} text
 * @property {string} html
 * @property {string | undefined} replyTo
 * @property {string} raw the message as received
 */

/** @param {{ port?: number }} [options] */
export async function startTestSmtpServer(options = {}) {
  /** @type {ReceivedMail[]} */
  const messages = [];
  /** @type {{ reason: string, code: number, only: string | null } | null} */
  let refusal = null;
  /** @type {SMTPServer | null} */
  let server = null;
  let port = options.port ?? 0;

  const listen = async () => {
    const instance = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // stop() answers 421 to the connections still open after a second, as a mail server going
      // down does, instead of waiting 30 s for clients that keep a pool open.
      closeTimeout: 1000,
      onRcptTo(address, _session, callback) {
        if (refusal && (refusal.only === null || refusal.only === address.address))
          return callback(Object.assign(new Error(refusal.reason), { responseCode: refusal.code }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks = /** @type {Buffer[]} */ ([]);
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const parsed = await simpleParser(raw);
          messages.push({
            at: Date.now(),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.text,
            raw,
          });
          callback();
        });
      },
    });
    await new Promise((resolve, reject) => {
      instance.server.once('error', reject);
      instance.listen(port, '127.0.0.1', () => resolve(undefined));
    });
    const address = instance.server.address();
    if (address && typeof address === 'object') port = address.port;
    server = instance;
  };
  await listen();

  return {
    messages,
    get port() {
      return port;
    },
    /** For SMTP_URL. */
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /**
     * Refuses recipients until told otherwise (null): with a temporary 451 unless another code is
     * given (5xx: for good), every recipient or only one address.
     * @param {string | null} reason
     * @param {{ code?: number, only?: string }} [options]
     */
    refuse(reason, options = {}) {
      refusal = reason === null ? null : { reason, code: options.code ?? 451, only: options.only ?? null };
    },
    /** Takes the server down: connections are refused until start(). */
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise((resolve) => running.close(() => resolve(undefined)));
    },
    /** Brings it back on the same port. */
    start: listen,
    /**
     * Resolves once `count` messages have arrived (or throws after `timeout` ms).
     * @param {number} count
     * @param {number} [timeout]
     */
    async waitFor(count, timeout = 30_000) {
      const deadline = Date.now() + timeout;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} email(s), received ${messages.length} in ${timeout / 1000} s.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    /**
     * The first message that matches, once it has arrived (or throws after `timeout` ms).
     * @param {(message: ReceivedMail) => boolean} match
     * @param {number} [timeout]
     */
    async waitForMessage(match, timeout = 30_000) {
      for (const deadline = Date.now() + timeout; Date.now() < deadline;) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`No such email in ${timeout / 1000} s.`);
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof startTestSmtpServer>>} TestSmtpServer */
