import type { RequestTexts } from './schemas/requests';
import data from './richieste.yaml';

/**
 * The request service's settings that the pages state (content/richieste.yaml): how long
 * requests are kept, as the privacy texts say it. The service reads the same file itself.
 */
const requests = data as RequestTexts;

export const requestSettings = { retentionMonths: requests.retentionMonths };
