import data from './contatti-supporto.yaml';
import type { SupportPage } from '../schemas/pages';

/** The /contatti-supporto page (content/pages/contatti-supporto.yaml): the support form, the ways to reach us and a closing message. */
export const supportPage = data as SupportPage;
