/** @jest-environment node */
import { exposureNote, listenAddress } from '@/scripts/lib/listen-address.mjs';
import { LIMITS, TIMEOUTS } from '@/scripts/lib/static-server.mjs';

describe('where the servers listen (HOST, PORT)', () => {
  it('this machine only by default, on port 3000 or PORT', () => {
    expect(listenAddress({ env: {} })).toEqual({ host: '127.0.0.1', port: 3000, url: 'http://localhost:3000' });
    expect(listenAddress({ env: { PORT: '8080' } })).toMatchObject({ host: '127.0.0.1', port: 8080 });
    expect(listenAddress({ env: { HOST: '  ' }, defaultPort: 8888 })).toMatchObject({ host: '127.0.0.1', port: 8888 });
    expect(exposureNote('127.0.0.1')).toBeUndefined();
  });

  it('HOST=0.0.0.0 opens every network, and says so; another address is used as given', () => {
    expect(listenAddress({ env: { HOST: '0.0.0.0' } })).toMatchObject({
      host: '0.0.0.0',
      url: 'http://localhost:3000',
    });
    expect(exposureNote('0.0.0.0')).toContain('tutte le reti');
    expect(listenAddress({ env: { HOST: '192.168.1.20', PORT: '4000' } }).url).toBe('http://192.168.1.20:4000');
    expect(listenAddress({ env: { HOST: '::1' } }).url).toBe('http://localhost:3000');
  });

  it('refuses a malformed HOST or PORT with a sentence, instead of listening somewhere unexpected', () => {
    expect(() => listenAddress({ env: { HOST: 'evil.example:80/x' } })).toThrow(/HOST deve essere un indirizzo/);
    expect(() => listenAddress({ env: { HOST: '0.0.0.0 127.0.0.1' } })).toThrow(/HOST deve essere un indirizzo/);
    expect(() => listenAddress({ env: { PORT: '70000' } })).toThrow(/PORT deve essere un numero di porta/);
  });
});

describe('npm run serve’s limits, as docs/deploy.md states them', () => {
  it('nginx’s header limits, and at most 100 header lines', () => {
    expect(LIMITS).toEqual({ requestLine: 8192, headerLine: 8192, headers: 32_768, headerCount: 100 });
  });

  it('slow clients: 10 s for the headers, 30 s for the whole request, 5 s of keep-alive silence', () => {
    expect(TIMEOUTS).toEqual({ headers: 10_000, request: 30_000, keepAlive: 5_000, checkEvery: 1_000 });
  });
});
