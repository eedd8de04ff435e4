import { clearDraft, loadDraft, saveDraft } from '@/lib/contact/draft';

const values = { name: 'Giulia', email: 'giulia@esempio', message: 'Due bottiglie' };

beforeEach(() => sessionStorage.clear());

describe('draft of what the visitor typed (sessionStorage)', () => {
  it('comes back after a save, per form', () => {
    saveDraft('ordine', values);
    expect(loadDraft('ordine')).toEqual(values);
    expect(loadDraft('supporto')).toBeNull();
  });

  it('is gone after clearing, and an all-empty form keeps nothing', () => {
    saveDraft('ordine', values);
    clearDraft('ordine');
    expect(loadDraft('ordine')).toBeNull();
    saveDraft('supporto', values);
    saveDraft('supporto', { name: '', email: '', message: '' });
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a damaged or foreign entry and cuts values to the limits', () => {
    sessionStorage.setItem('limenta.contact-draft.ordine', '{not json');
    expect(loadDraft('ordine')).toBeNull();
    sessionStorage.setItem('limenta.contact-draft.ordine', JSON.stringify({ name: 42, email: 'a@b.it', message: 'x'.repeat(6000) }));
    expect(loadDraft('ordine')).toEqual({ name: '', email: 'a@b.it', message: 'x'.repeat(5000) });
  });

  it('does not break the form when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => saveDraft('ordine', values, blocked)).not.toThrow();
    expect(loadDraft('ordine', blocked)).toBeNull();
    expect(() => clearDraft('ordine', blocked)).not.toThrow();
  });
});
