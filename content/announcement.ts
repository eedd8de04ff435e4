import type { Announcement } from './schemas/announcement';
import data from './announcement.yaml';

/** The seasonal notice in the header (content/announcement.yaml): none while it has no text. */
export const announcement = data as Announcement;
