import type { ContentSource } from '@/lib/content/sources';
import { cardSources } from './cards';
import { commerceSources } from './commerce';
import { editingSources } from './editing';
import { foodInformationSources } from './food-information';
import { formsSources } from './forms';
import { pageSources } from './pages';
import { recipeSources } from './recipes';
import { requestSources } from './requests';
import { siteSources } from './site';
import { teamSources } from './team';

/**
 * Every content file and folder the site reads, with its rules. The check (npm run
 * check:content), the editing page (npm run edit) and the editors' guide start from this list:
 * a new content file is added here, with its schema, and nowhere else.
 */
export const contentSources: ContentSource[] = [
  ...siteSources,
  ...formsSources,
  ...pageSources,
  ...foodInformationSources,
  ...commerceSources,
  ...cardSources,
  ...recipeSources,
  ...requestSources,
  ...teamSources,
  ...editingSources,
];
