/** @jest-environment node */
import { DEFAULT_E2E_PORT, e2ePorts } from '@/e2e/support/ports';

describe('the e2e suite’s ports (E2E_PORT and the ones after it)', () => {
  it('give every server of the suite a port of its own: the request service’s, the hosts’ engines’, nginx’s', () => {
    const ports = Object.entries(e2ePorts(DEFAULT_E2E_PORT));
    const taken = new Map<number, string[]>();
    for (const [name, port] of ports) taken.set(port, [...(taken.get(port) ?? []), name]);
    expect([...taken.values()].filter((names) => names.length > 1)).toEqual([]);
    expect(ports.every(([, port]) => port >= DEFAULT_E2E_PORT && port < DEFAULT_E2E_PORT + 100)).toBe(true);
  });
});
