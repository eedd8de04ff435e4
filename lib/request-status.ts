/**
 * A request's life: its statuses and the moves between them, the team's and (later) the
 * visitor's. Pure, with no import from Node: the request service applies it, the team's pages and
 * any page of the visitor read it. The Italian names are in content/team.yaml (area.statuses).
 *
 *   new ─ reply / propose / phone ─▶ answered ─ accept ─▶ accepted ─ deliver ─▶ delivered ─ close ─▶ closed
 *    │                                │  └──────────── close ─────────────────────────────────────▶ closed
 *    └──── cancel ────────────────────┴──── cancel ─────┴──▶ cancelled
 *
 * «accept» is the visitor's yes to a proposal; the team may record it too, since a visitor often
 * says yes by replying to an email or on the phone. A request answered that goes no further is
 * closed («close» from answered); one that should never have been (a mistake, a joke, a duplicate)
 * is cancelled. Closed and cancelled are final.
 */
export const REQUEST_STATUSES = ['new', 'answered', 'accepted', 'delivered', 'closed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Statuses the team still has something to do for: the list shows them first. */
export const OPEN_STATUSES: readonly RequestStatus[] = ['new', 'answered', 'accepted', 'delivered'];

/** The only status whose reply deadline runs: nobody has answered yet. */
export const AWAITING_REPLY: RequestStatus = 'new';

/**
 * Where a status puts a request in the team's list: 0 awaiting a reply, 1 still followed, 2 done
 * (closed or cancelled). The store keeps it beside the status, so the list is read in index order.
 */
export function queueOf(status: RequestStatus): 0 | 1 | 2 {
  if (status === AWAITING_REPLY) return 0;
  return OPEN_STATUSES.includes(status) ? 1 : 2;
}

/**
 * What can happen to a request, each allowed from some statuses, each leading to one. A move that
 * keeps the status (a second reply) is still recorded in the request's history.
 */
export const REQUEST_ACTIONS = {
  /** The team writes to the visitor from the team's area (the first reply makes it answered). */
  reply: {
    from: ['new', 'answered', 'accepted', 'delivered'],
    to: (status: RequestStatus): RequestStatus => (status === 'new' ? 'answered' : status),
  },
  /** The team sends a written proposal (server/team/proposal.ts); a newer one replaces the one before. */
  propose: { from: ['new', 'answered'], to: (): RequestStatus => 'answered' },
  /** The team answered on the phone: nothing to send, the reply is given. */
  phone: { from: ['new'], to: (): RequestStatus => 'answered' },
  accept: { from: ['answered'], to: (): RequestStatus => 'accepted' },
  deliver: { from: ['accepted'], to: (): RequestStatus => 'delivered' },
  close: { from: ['answered', 'delivered'], to: (): RequestStatus => 'closed' },
  cancel: { from: ['new', 'answered', 'accepted'], to: (): RequestStatus => 'cancelled' },
} as const satisfies Record<string, { from: readonly RequestStatus[]; to: (status: RequestStatus) => RequestStatus }>;

export type RequestAction = keyof typeof REQUEST_ACTIONS;

export const isRequestStatus = (value: unknown): value is RequestStatus =>
  (REQUEST_STATUSES as readonly unknown[]).includes(value);
export const isRequestAction = (value: unknown): value is RequestAction =>
  typeof value === 'string' && Object.hasOwn(REQUEST_ACTIONS, value);

export type Transition = { ok: true; from: RequestStatus; to: RequestStatus } | { ok: false; from: RequestStatus };

/** Where an action takes a request in `status`, or a refusal when it is out of order. */
export function transition(status: RequestStatus, action: RequestAction): Transition {
  const rule = REQUEST_ACTIONS[action];
  if (!(rule.from as readonly RequestStatus[]).includes(status)) return { ok: false, from: status };
  return { ok: true, from: status, to: rule.to(status) };
}

/** The actions a request in `status` allows, in the order of REQUEST_ACTIONS (the order of the buttons). */
export function allowedActions(status: RequestStatus): RequestAction[] {
  return (Object.keys(REQUEST_ACTIONS) as RequestAction[]).filter((action) => transition(status, action).ok);
}
