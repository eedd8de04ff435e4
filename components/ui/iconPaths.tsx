/**
 * The paths of the 24×24 stroke icons drawn for this site, one export each, so that a bundle
 * that draws only a few (the contact form's island) carries only those.
 */
export const energy = <path d="M13 2 4 14h7l-1 8 9-12h-7z" />;

/** A lemon slice: the vitamin C cards. */
export const citrus = (
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="6" />
    <path d="M12 6v12M6.8 9l10.4 6M6.8 15l10.4-6" />
  </>
);

export const leaf = (
  <>
    <path d="M5 19c0-8 5-14 15-15 0 10-6 15-13 15" />
    <path d="M5 19c3-4 6-7 10-9" />
  </>
);

export const mail = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>
);

export const lock = (
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
  </>
);

export const users = (
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
    <path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18.5 14.8c1.6.8 2.7 2.4 3 5.2" />
  </>
);

export const check = <path d="m5 12.5 4.5 4.5L19 7.5" />;

export const alert = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>
);

export const clock = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </>
);

export const pin = (
  <>
    <path d="M12 21.5s-7-6.1-7-11.5a7 7 0 0 1 14 0c0 5.4-7 11.5-7 11.5z" />
    <circle cx="12" cy="10" r="2.5" />
  </>
);

export const arrow = <path d="M4 12h15m-5-6 6 6-6 6" />;

export const menu = <path d="M4 7h16M4 12h16M4 17h16" />;

export const close = <path d="m6 6 12 12M18 6 6 18" />;

export const award = (
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />
  </>
);

export const sun = (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
  </>
);

export const calendar = (
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>
);

export const drop = <path d="M12 3s-6.5 7-6.5 11.5a6.5 6.5 0 0 0 13 0C18.5 10 12 3 12 3z" />;

export const flame = (
  <path d="M12 2.5c.8 4 5.5 6 5.5 11a5.5 5.5 0 0 1-11 0c0-2.7 1.4-4.3 2.6-5.6.3 1.7 1.2 2.9 2.4 3.1-.4-3.2-.2-5.6.5-8.5z" />
);

export const flag = (
  <>
    <path d="M5 21V4" />
    <path d="M5 4h13l-2.5 4L18 12H5" />
  </>
);
