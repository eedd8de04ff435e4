/**
 * Reads what a form sent: the island's JSON, or the form-encoded POST of the page without
 * JavaScript. Anything else, or anything past the limits, is refused before it is parsed.
 */
export const MAX_BODY_BYTES = 32 * 1024;

/** The form has a handful of fields: more is not a form of ours (a flood of 10,000 is refused whole). */
export const MAX_FIELDS = 20;

export type BodyFormat = 'json' | 'form';

export type ReadBody =
  | { ok: true; format: BodyFormat; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 408 | 413 | 415; format: BodyFormat | null };

export function bodyFormat(contentType: string | null): BodyFormat | null {
  const [type, ...parameters] = (contentType ?? '')
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  const charset = parameters
    .find((parameter) => parameter.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return null;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/**
 * The body's bytes; 'tooLarge' as soon as it passes the limit (the rest is not read); 'stalled'
 * when it has not all arrived within `timeoutMs`: a client that declares 100 bytes and sends one
 * must not hold the connection (the answer closes it; whatever host runs the service, the service
 * itself sees to it); 'aborted' when the client went away. Hand-written rather than Hono's bodyLimit,
 * which reads a chunked body whole with no deadline: a stalled chunked body would get no 408.
 */
async function readLimited(
  request: Request,
  limit: number,
  timeoutMs: number,
): Promise<Uint8Array | 'tooLarge' | 'stalled' | 'aborted'> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return 'tooLarge';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), timeoutMs);
  });
  try {
    for (;;) {
      // The read left pending at the deadline ends when the answer closes the connection.
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'stalled') return next;
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return 'tooLarge';
      }
      chunks.push(next.value);
    }
  } catch {
    return 'aborted';
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks);
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Form fields, each at most once (a repeated field is not a form of ours either). */
function parseForm(text: string): Record<string, unknown> | null {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) return null;
    fields[name] = value;
  }
  return fields;
}

/** How long a body may take by default once the headers have arrived (with the host's 10 s for them, its 30 s for a request). */
export const BODY_TIMEOUT_MS = 20_000;

export async function readBody(request: Request, timeoutMs = BODY_TIMEOUT_MS): Promise<ReadBody> {
  const format = bodyFormat(request.headers.get('content-type'));
  if (!format) return { ok: false, status: 415, format: null };
  const bytes = await readLimited(request, MAX_BODY_BYTES, timeoutMs);
  if (bytes === 'tooLarge') return { ok: false, status: 413, format };
  if (bytes === 'stalled') return { ok: false, status: 408, format };
  if (bytes === 'aborted') return { ok: false, status: 400, format };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, format };
  }
  const fields = format === 'json' ? parseJson(text) : parseForm(text);
  if (!fields || Object.keys(fields).length > MAX_FIELDS) return { ok: false, status: 400, format };
  return { ok: true, format, fields };
}
