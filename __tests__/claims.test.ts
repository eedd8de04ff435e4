/** @jest-environment node */
import { claims } from '@/content/claims';
import { claimNote, foodInformationFile } from '@/content/food-information';
import { drinkingTips } from '@/content/drinking-tips';
import { ingredients } from '@/content/ingredients';
import { AUTHORISED_VITAMIN_C_CLAIMS, claimMessage, findClaimWords } from '@/lib/content/claims';

const found = (text: string) => findClaimWords(text).map((claim) => claim.found.toLowerCase());

describe('the claims check (lib/content/claims.ts)', () => {
  // The words a reviewer of the launch copy flagged, each in a sentence an editor might write.
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

  it.each(AUTHORISED_VITAMIN_C_CLAIMS)(
    'accepts the authorised sentence about vitamin C «La vitamina C %s»',
    (claim) => {
      expect(found(`La vitamina C ${claim}.`)).toEqual([]);
    },
  );

  it('accepts the authorised sentences joined, and the statements the law asks beside them', () => {
    const [first, ...rest] = AUTHORISED_VITAMIN_C_CLAIMS;
    expect(
      found(`La vitamina C ${first} e ${rest.map((claim) => claim.replace(/^contribuisce /, '')).join(' e ')}.`),
    ).toEqual([]);
    expect(found('Conta una dieta varia ed equilibrata e uno stile di vita sano.')).toEqual([]);
    expect(found(claimNote.text)).toEqual([]);
  });

  it('rejects an authorised sentence about anything but vitamin C', () => {
    expect(found(`Lo zenzero ${AUTHORISED_VITAMIN_C_CLAIMS[0]}.`)).not.toEqual([]);
  });

  it.each([
    'Imbottigliata con cura, a mano.',
    'Ci prendiamo cura della spedizione.',
    'Scelta con grande cura.',
    'Abbiamo cura dei dettagli.',
  ])('accepts the idiom in «%s»', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });

  // What a word list missed in the specification's launch copy: comparisons with coffee
  // and energy drinks, sport, courses of weeks and doses. Each with the kind the message explains.
  it.each([
    ['l’alternativa naturale al caffè e agli energy drink', 'caffè', 'confronto'],
    ['Prima prendevo un energy drink, ora Limenta.', 'energy drink', 'confronto'],
    ['Ho lasciato il secondo caffè del mattino e non me ne sono neanche accorta.', 'caffè', 'confronto'],
    ['Il secondo caffè non mi manca più.', 'caffè', 'confronto'],
    ['Adesso la terza tazzina non mi manca.', 'tazzina', 'confronto'],
    ['Buona come un caffè, ma senza caffeina.', 'caffè', 'confronto'],
    ['Cercavo qualcosa di diverso dal solito caffè lungo.', 'caffè', 'confronto'],
    ['Un bicchiere prima dell’allenamento.', 'allenamento', 'sport'],
    ['Perfetta per chi fa sport.', 'sport', 'sport'],
    ['Il mio bicchiere prima della corsa.', 'prima della corsa', 'sport'],
    ['Corro tre volte a settimana alle sette.', 'corro tre volte', 'sport'],
    ['Migliora le prestazioni.', 'prestazioni', 'sport'],
    ['Bevila ogni giorno per almeno 3-4 settimane.', 'per almeno 3-4 settimane', 'dosaggio'],
    ['Dopo tre settimane di Limenta mi sento diversa.', 'dopo tre settimane', 'dosaggio'],
    ['Due settimane di Limenta e vedrai.', 'due settimane di limenta', 'dosaggio'],
    ['Prendila 15-20 minuti prima di colazione.', 'prendila', 'dosaggio'],
    ['Da assumere a stomaco vuoto.', 'assumere', 'dosaggio'],
    // What a food-law reader still flagged in the launch copy: an absolute «100%» naturalness, a
    // quantity at a set time that reads as a dose, «aroma naturale» (in law, an added flavouring)
    // on a drink that has none.
    ['100% Naturale', '100% naturale', 'assoluto'],
    ['Naturale al 100%, senza niente di aggiunto.', 'naturale al 100%', 'assoluto'],
    ['Una bevanda completamente naturale.', 'completamente naturale', 'assoluto'],
    ['Una bottiglia al mattino, 15-20 minuti prima di colazione.', '15-20 minuti prima', 'dosaggio'],
    ['Mezza bottiglia al giorno basta.', 'al giorno', 'dosaggio'],
    ['Un bicchiere 10 minuti prima dei pasti.', '10 minuti prima', 'dosaggio'],
    ['Aroma naturale, senza aromi aggiunti', 'aroma naturale', 'aromi'],
    ['Menta naturalmente aromatizzata.', 'naturalmente aromatizzata', 'aromi'],
  ])('rejects «%s» at «%s» (%s)', (sentence, word, kind) => {
    const claims = findClaimWords(sentence);
    expect(claims.map((claim) => claim.found.toLowerCase())).toContain(word);
    expect(claims.find((claim) => claim.found.toLowerCase() === word)?.kind).toBe(kind);
  });

  it.each([
    'Senza caffeina e senza bollicine.',
    'Per anni la colazione l’ho fatta in piedi, di corsa.',
    'Con due figli le mattine sono una corsa.',
    'Versala 15-20 minuti prima di colazione, mentre prepari il resto.',
    'In 3-4 settimane diventa un gesto che fai senza pensarci.',
    'Una volta aperta, si conserva per un mese in frigorifero? No: berla entro 24 ore.',
    'Fonte di vitamina C: la vitamina C contribuisce al normale metabolismo energetico.',
    'Il caffè lo bevo dopo pranzo.',
    'Solo ingredienti naturali: limone, menta, zenzero, miele e acqua.',
    'Bevila con calma 15-20 minuti prima di colazione, dopo un bicchiere d’acqua.',
    'Un bicchiere fresco prima di colazione, con calma.',
    'Il profumo della menta, senza aromi aggiunti.',
    'Il sapore mi piace ogni giorno di più.',
    'Lo zenzero lascia un calore leggero in fondo al sorso.',
    'Una leggera nota di menta.',
  ])('accepts taste, habit and facts: «%s»', (sentence) => {
    expect(findClaimWords(sentence)).toEqual([]);
  });

  it('finds none of those in the texts as they are: the claims strip (and the sharing image), the label’s instructions, the drinking tips, the ingredients', () => {
    const texts = [
      ...claims.flatMap((claim) => [claim.label, claim.detail]),
      foodInformationFile.usage,
      foodInformationFile.storage.beforeOpening,
      foodInformationFile.storage.afterOpening,
      ...drinkingTips.flatMap((tip) => [tip.title, tip.text]),
      ...ingredients.flatMap((ingredient) => [
        ingredient.name,
        ingredient.summary,
        ingredient.description,
        ...ingredient.benefits,
      ]),
    ];
    expect(texts.flatMap((text) => findClaimWords(text).map((claim) => `«${claim.found}» in «${text}»`))).toEqual([]);
  });

  it('still refuses «leggero» said of the drink: it is «light», a nutrition claim', () => {
    expect(findClaimWords('Una bevanda leggera, per il mattino.').map((claim) => claim.kind)).toEqual(['nutrizione']);
    expect(findClaimWords('Limenta è leggera e ha un profumo leggero.').map((claim) => claim.found)).toEqual([
      'leggera',
    ]);
  });

  it('explains a comparison in the editors’ words, saying that «senza caffeina» is allowed', () => {
    const [claim] = findClaimWords('Meglio di un caffè.');
    expect(claimMessage(claim)).toMatch(/^contiene «caffè»: .*«Senza caffeina» si può dire/);
  });
});
