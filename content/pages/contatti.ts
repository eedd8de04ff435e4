import data from './contatti.yaml';
import type { ContactsPage } from '../schemas/pages';

/** Copy of /contatti (content/pages/contatti.yaml). Email, address and hours come from content/site.yaml. */
export const contatti = data as ContactsPage;
