import {
  allowedActions,
  isRequestAction,
  REQUEST_ACTIONS,
  REQUEST_STATUSES,
  transition,
  type RequestAction,
  type RequestStatus,
} from '@/lib/request-status';
import { teamTexts } from '@/content/team';

/**
 * A request's life: nuova → risposta inviata → accettata → consegnata → chiusa, and annullata.
 * Every move the table allows, and every other one refused.
 */
const ALLOWED: Record<RequestStatus, Partial<Record<RequestAction, RequestStatus>>> = {
  new: { reply: 'answered', propose: 'answered', phone: 'answered', cancel: 'cancelled' },
  answered: { reply: 'answered', propose: 'answered', accept: 'accepted', close: 'closed', cancel: 'cancelled' },
  accepted: { reply: 'accepted', deliver: 'delivered', cancel: 'cancelled' },
  delivered: { reply: 'delivered', close: 'closed' },
  closed: {},
  cancelled: {},
};

describe('a request’s statuses', () => {
  const actions = Object.keys(REQUEST_ACTIONS) as RequestAction[];

  it.each(REQUEST_STATUSES.flatMap((status) => actions.map((action) => [status, action] as const)))(
    'from %s, %s',
    (status, action) => {
      const to = ALLOWED[status][action];
      expect(transition(status, action)).toEqual(to ? { ok: true, from: status, to } : { ok: false, from: status });
    },
  );

  it('goes forward only: nothing moves a request back to «nuova», or out of «chiusa» and «annullata»', () => {
    for (const status of REQUEST_STATUSES)
      for (const action of actions) {
        const moved = transition(status, action);
        if (moved.ok) expect(moved.to).not.toBe('new');
      }
    expect(allowedActions('closed')).toEqual([]);
    expect(allowedActions('cancelled')).toEqual([]);
  });

  it('offers the team the buttons of each status, in the order of the table', () => {
    expect(allowedActions('new')).toEqual(['reply', 'propose', 'phone', 'cancel']);
    expect(allowedActions('answered')).toEqual(['reply', 'propose', 'accept', 'close', 'cancel']);
    expect(allowedActions('accepted')).toEqual(['reply', 'deliver', 'cancel']);
    expect(allowedActions('delivered')).toEqual(['reply', 'close']);
  });

  it('knows only its own actions', () => {
    expect(isRequestAction('reply')).toBe(true);
    for (const other of ['toString', 'constructor', '__proto__', 'export', ''])
      expect(isRequestAction(other)).toBe(false);
  });

  it('has an Italian name for each status and each action in content/team.yaml', () => {
    for (const status of REQUEST_STATUSES) expect(teamTexts.area.statuses[status]).toMatch(/\S/);
    for (const action of actions) expect(teamTexts.area.request.events[action]).toMatch(/\S/);
  });
});
