import { claimNote } from '@/content/food-information';
import { makesHealthClaim } from '@/lib/content/claims';
import { ClaimNote } from './ClaimNote';

/**
 * The statements of art. 10(2) of Reg. CE 1924/2006 under a group of cards, if one of their
 * texts makes an authorised health claim: a card edited to carry one never goes without them.
 */
export function ClaimNoteIfNeeded({ id, texts }: { id: string; texts: readonly string[] }) {
  return texts.some(makesHealthClaim) ? <ClaimNote id={id} note={claimNote} /> : null;
}
