import { clearDraft, loadDraft, newSubmissionId, saveDraft, submissionIdFor } from '@/lib/contact/draft';
import { clearSentMark, markSentInHistory, wasSentFromThisEntry } from '@/lib/contact/sent-marker';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
    sessionStorage.setItem(
      'limenta.contact-draft.ordine',
      JSON.stringify({ name: 42, email: 'a@b.it', message: 'x'.repeat(6000) }),
    );
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
    expect(submissionIdFor('ordine', values, blocked)).toMatch(UUID);
  });
});

describe('submission id', () => {
  it('is a random UUID', () => {
    expect(newSubmissionId()).toMatch(UUID);
    expect(newSubmissionId()).not.toBe(newSubmissionId());
  });

  it('stays the same for the same text (spaces around it aside), across a reload of the draft, and changes with the text', () => {
    saveDraft('ordine', values);
    const first = submissionIdFor('ordine', values);
    expect(submissionIdFor('ordine', { ...values, name: ' Giulia ' })).toBe(first);
    // A reload: the draft and its id come back from the tab's storage, also when it is saved again.
    expect(loadDraft('ordine')).toEqual(values);
    saveDraft('ordine', values);
    expect(submissionIdFor('ordine', values)).toBe(first);
    expect(sessionStorage.length).toBe(1);

    saveDraft('ordine', { ...values, message: 'Tre bottiglie' });
    const changed = submissionIdFor('ordine', { ...values, message: 'Tre bottiglie' });
    expect(changed).not.toBe(first);
    expect(submissionIdFor('supporto', values)).not.toBe(changed);
  });

  it('goes with the draft once the request is sent', () => {
    const first = submissionIdFor('ordine', values);
    clearDraft('ordine');
    expect(sessionStorage.length).toBe(0);
    expect(submissionIdFor('ordine', values)).not.toBe(first);
  });
});

describe('mark of a sent request (in the page’s history entry)', () => {
  it('is set for one form, survives other state and can be cleared', () => {
    window.history.replaceState({ other: 1 }, '');
    expect(wasSentFromThisEntry('ordine')).toBe(false);
    markSentInHistory('ordine');
    expect(wasSentFromThisEntry('ordine')).toBe(true);
    expect(wasSentFromThisEntry('supporto')).toBe(false);
    expect(window.history.state).toMatchObject({ other: 1 });
    clearSentMark();
    expect(wasSentFromThisEntry('ordine')).toBe(false);
    expect(window.history.state).toEqual({ other: 1 });
  });
});
