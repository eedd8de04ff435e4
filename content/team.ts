import type { TeamTexts } from './schemas/team';
import data from './team.yaml';

/** The texts only the team reads (content/team.yaml): how a request's deadline is written. */
export const teamTexts = data as TeamTexts;
