/** @jest-environment node */
import { claimNote } from '@/content/food-information';
import { AUTHORISED_VITAMIN_C_CLAIMS, claimMessage, findClaimWords } from '@/lib/content/claims';

const found = (text: string) => findClaimWords(text).map((claim) => claim.found.toLowerCase());

describe('the claims check (lib/content/claims.ts)', () => {
  // The examples of issue 13, each in a sentence an editor might write.
  it.each([
    ['detox', 'Una bevanda detox per il mattino.'],
    ['depura', 'Il limone depura dopo le feste.'],
    ['drenante', 'Una tisana drenante e fresca.'],
    ['brucia grassi', 'Il drink brucia grassi che cercavi.'],
    ['dimagrante', 'Un aiuto dimagrante naturale.'],
    ['cura', 'Lo zenzero cura il raffreddore.'],
    ['guarisce', 'Il miele guarisce la gola.'],
    ['previene', 'Previene i malanni di stagione.'],
    ['rafforza le difese', 'Ogni sorso rafforza le difese.'],
    ['immunità', 'Più immunità tutto l’anno.'],
    ['concentrazione', 'Migliora la concentrazione.'],
    ['acidità', 'Niente acidità da caffè.'],
  ])('rejects «%s»', (word, sentence) => {
    expect(found(sentence)).toContain(word);
  });

  it('explains a rejection in Italian, pointing to the editors’ guide', () => {
    const [claim] = findClaimWords('Una bevanda detox.');
    expect(claimMessage(claim)).toMatch(/^contiene «detox»: .*docs\/modifica-contenuti\.md/);
  });

  it.each(AUTHORISED_VITAMIN_C_CLAIMS)('accepts the authorised sentence about vitamin C «La vitamina C %s»', (claim) => {
    expect(found(`La vitamina C ${claim}.`)).toEqual([]);
  });

  it('accepts the authorised sentences joined, and the statements the law asks beside them', () => {
    const [first, ...rest] = AUTHORISED_VITAMIN_C_CLAIMS;
    expect(found(`La vitamina C ${first} e ${rest.map((claim) => claim.replace(/^contribuisce /, '')).join(' e ')}.`)).toEqual([]);
    expect(found('Conta una dieta varia ed equilibrata e uno stile di vita sano.')).toEqual([]);
    expect(found(claimNote.text)).toEqual([]);
  });

  it('rejects an authorised sentence about anything but vitamin C', () => {
    expect(found(`Lo zenzero ${AUTHORISED_VITAMIN_C_CLAIMS[0]}.`)).not.toEqual([]);
  });

  it.each(['Imbottigliata con cura, a mano.', 'Ci prendiamo cura della spedizione.', 'Scelta con grande cura.', 'Abbiamo cura dei dettagli.'])('accepts the idiom in «%s»', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });
});
