/**
 * What the error screen shows after its headline, as React Router's default does:
 * "404 Not Found" for an error carrying a numeric status, otherwise the error's message.
 */
export function errorSummary(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof status === 'number') return `${status} ${typeof statusText === 'string' ? statusText : ''}`.trim();
    if (typeof message === 'string') return message;
  }
  return typeof error === 'string' ? error : '';
}
