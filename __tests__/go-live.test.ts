/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benefitsPage } from '@/content/benefici';
import { processors } from '@/content/processors';
import { reviews } from '@/content/reviews';
import { sales } from '@/content/sales';
import { site } from '@/content/site';
import { homeTestimonials } from '@/content/testimonials';
import { EXAMPLE_VALUES, GUIDE, goLiveProblems, isProductionBuild, isValidPartitaIva, type GoLiveFacts } from '@/scripts/lib/go-live.mjs';

const provenance = { receivedOn: '2026-09-14', channel: 'email', orderChecked: true, consent: true, shortened: false };

/** A site ready to publish: real-looking data, not the examples content/ ships with. */
const ready: GoLiveFacts = {
  siteUrlSetting: 'https://www.bevanda-limenta.it',
  contactEndpoint: 'https://formspree.io/f/abcdwxyz',
  smtpUrl: 'smtps://limenta:segreto@smtp.posta-esempio.it:465',
  company: {
    vatNumber: '01234567897',
    rea: 'NA-765432',
    streetAddress: 'Corso Italia 200',
    postalCode: '80067',
    city: 'Sorrento',
    registry: { office: 'Napoli', number: '01234567897' },
    pec: 'amministrazione@pec.bevanda-limenta.it',
    shareholders: 'socio-unico',
  },
  organic: { controlBodyCode: 'IT-BIO-009', controlBodyName: 'Organismo Bio S.r.l.', operatorCertificate: 'B-1234/2026' },
  formProcessor: { name: 'Formspree, Inc.', country: 'Stati Uniti', host: 'formspree.io', transfer: 'dpf' },
  nutrition: { confirmedByLaboratory: true },
  organicLogo: { src: '/art/logo-biologico-ue-ufficiale.svg', provisional: false },
  reviews: [
    { file: 'content/reviews/anna-b.yaml', name: 'Anna B.', provenance },
    { file: 'content/testimonials/piero-c.yaml', name: 'Piero C.', provenance: { ...provenance, shortened: true } },
  ],
  customers: { count: 5230, asOf: '2026-10-31', source: 'Registro degli ordini consegnati, clienti distinti per email' },
  customerClaims: [
    { file: 'content/ui.yaml', words: '+5000 Clienti', number: 5000, moreThan: true },
    { file: 'content/pages/home.yaml', words: 'Oltre 5000 clienti', number: 5000, moreThan: true },
  ],
  withdrawal: 'escluso',
  processors: [{ file: 'content/processors/hosting.yaml', service: 'Hosting e CDN del sito', name: 'Hosting Italia S.p.A.', transfer: 'see' }],
  video: { src: '/video/come-nasce-limenta.mp4' },
  confirmationPromise: { file: 'content/pages/grazie-benvenuto.yaml', text: 'l’email di conferma' },
};

const problemsWith = (change: Partial<GoLiveFacts>) => goLiveProblems({ ...ready, ...change });
const company = (change: Partial<GoLiveFacts['company']>) => problemsWith({ company: { ...ready.company, ...change } });

describe('the go-live check', () => {
  it('finds nothing wrong with a site that is ready', () => {
    expect(goLiveProblems(ready)).toEqual([]);
  });

  it('reports a site whose forms deliver nowhere (every order would be lost)', () => {
    const problems = problemsWith({ contactEndpoint: undefined });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/NEXT_PUBLIC_CONTACT_ENDPOINT non è impostato.*simulato.*andrebbe persa/);
  });

  it('reports a delivery address the forms could not use', () => {
    expect(problemsWith({ contactEndpoint: 'http://forms.example.org/x' })[0]).toMatch(/^L’indirizzo di consegna dei moduli non è utilizzabile: .*https/);
    expect(problemsWith({ contactEndpoint: 'formspree.io/f/x' })[0]).toMatch(/non è utilizzabile/);
  });

  it('reports a confirmation email the thank-you page promises while no SMTP server is configured', () => {
    expect(problemsWith({ smtpUrl: undefined })).toEqual([expect.stringMatching(/promette un’email di conferma .*SMTP_URL non è impostato/)]);
    expect(problemsWith({ smtpUrl: 'posta.example.it' })).toEqual([expect.stringMatching(/SMTP_URL non è l’indirizzo di un server di posta/)]);
    expect(problemsWith({ smtpUrl: undefined, confirmationPromise: null })).toEqual([]);
  });

  it('reports each example value of the company data, naming where to fix it', () => {
    expect(company({ vatNumber: EXAMPLE_VALUES.vatNumber })).toEqual([expect.stringMatching(/Partita IVA è ancora quella d’esempio.*company\.vatNumber/)]);
    expect(company({ rea: EXAMPLE_VALUES.rea })).toEqual([expect.stringMatching(/REA è ancora quello d’esempio.*company\.rea/)]);
    expect(company(EXAMPLE_VALUES.address)).toEqual([expect.stringMatching(/indirizzo della sede è ancora quello d’esempio/)]);
    expect(company({ registry: { office: 'Napoli', number: EXAMPLE_VALUES.registryNumber } })).toEqual([expect.stringMatching(/Registro delle Imprese è ancora quella d’esempio.*art\. 2250.*company\.registry/)]);
    expect(company({ pec: EXAMPLE_VALUES.pec })).toEqual([expect.stringMatching(/PEC è ancora quella d’esempio.*company\.pec/)]);
  });

  it('reports a company that has not said whether it has a single shareholder («a socio unico»)', () => {
    expect(company({ shareholders: 'da-indicare' })).toEqual([expect.stringMatching(/socio unico.*art\. 2250.*company\.shareholders/)]);
    expect(company({ shareholders: 'piu-soci' })).toEqual([]);
  });

  it('reports a Partita IVA or a REA number that cannot be right', () => {
    expect(company({ vatNumber: '01234567890' })).toEqual([expect.stringMatching(/Partita IVA «01234567890» non è valida/)]);
    expect(company({ vatNumber: '1234567' })).toEqual([expect.stringMatching(/non è valida/)]);
    expect(company({ rea: '765432' })).toEqual([expect.stringMatching(/REA «765432» non ha la forma/)]);
  });

  it('reports a site address that is not set, or not the public HTTPS one', () => {
    expect(problemsWith({ siteUrlSetting: undefined })).toEqual([expect.stringMatching(/manca SITE_URL/)]);
    expect(problemsWith({ siteUrlSetting: 'http://www.bevanda-limenta.it' })).toEqual([expect.stringMatching(/non usa https/)]);
    expect(problemsWith({ siteUrlSetting: 'https://localhost:3000' })).toEqual([expect.stringMatching(/non è l’indirizzo pubblico/)]);
    expect(problemsWith({ siteUrlSetting: 'https://www.bevanda-limenta.it/negozio' })).toEqual([expect.stringMatching(/senza percorso/)]);
    expect(problemsWith({ siteUrlSetting: 'www.bevanda-limenta.it' })).toEqual([expect.stringMatching(/non è un indirizzo/)]);
  });

  it('reports an organic control-body code that is missing, the example, or not IT-BIO-0XX', () => {
    const organic = (change: Partial<NonNullable<GoLiveFacts['organic']>>) => problemsWith({ organic: { ...ready.organic, ...change } });
    expect(organic({ controlBodyCode: undefined })).toEqual([expect.stringMatching(/Manca il codice dell’organismo di controllo biologico.*2018\/848/)]);
    expect(organic({ controlBodyCode: ' ' })).toEqual([expect.stringMatching(/^Manca il codice/)]);
    expect(organic({ controlBodyCode: EXAMPLE_VALUES.controlBodyCode })).toEqual([expect.stringMatching(/ancora quello d’esempio/)]);
    expect(organic({ controlBodyCode: 'IT-BIO-9' })).toEqual([expect.stringMatching(/non ha la forma IT-BIO-0XX/)]);
  });

  it('reports an organic certification without the control body’s name or the operator’s own certificate', () => {
    expect(problemsWith({ organic: { ...ready.organic, controlBodyName: undefined } })).toEqual([expect.stringMatching(/Manca il nome dell’organismo di controllo.*organic\.controlBodyName/)]);
    expect(problemsWith({ organic: { ...ready.organic, operatorCertificate: '' } })).toEqual([expect.stringMatching(/certificato biologico di Limenta.*non solo quella degli ingredienti.*organic\.operatorCertificate/)]);
    expect(problemsWith({ organicLogo: { src: '/art/logo-biologico-ue.svg', provisional: true } })).toEqual([expect.stringMatching(/logo biologico europeo \(public\/art\/logo-biologico-ue\.svg\) è un disegno provvisorio.*file ufficiale/)]);
  });

  it('reports a privacy policy that names another processor than the one the forms deliver to', () => {
    expect(problemsWith({ contactEndpoint: 'https://api.getform.io/v1/x' })).toEqual([
      expect.stringMatching(/nomina Formspree, Inc\. \(formspree\.io\).*li inviano a api\.getform\.io/),
    ]);
    expect(problemsWith({ formProcessor: undefined })).toEqual([expect.stringMatching(/non nomina il servizio.*formspree\.io/)]);
  });

  it('accepts the processor’s subdomains, and a path on the site when the site itself is the processor', () => {
    expect(problemsWith({ contactEndpoint: 'https://eu.formspree.io/f/x' })).toEqual([]);
    const own = { name: 'Limenta S.r.l.', country: 'Italia', host: 'www.bevanda-limenta.it', transfer: 'see' };
    expect(problemsWith({ contactEndpoint: '/api/contatto', formProcessor: own })).toEqual([]);
    expect(problemsWith({ contactEndpoint: '/api/contatto' })).toEqual([expect.stringMatching(/li inviano a www\.bevanda-limenta\.it/)]);
  });

  it('reports a processor the privacy texts cannot name, or whose transfer guarantee nobody has checked', () => {
    const hosting = ready.processors[0];
    expect(problemsWith({ processors: [{ ...hosting, name: undefined }] })).toEqual([expect.stringMatching(/non nomina un fornitore .*«Hosting e CDN del sito» \(content\/processors\/hosting\.yaml\)/)]);
    expect(problemsWith({ processors: [{ ...hosting, transfer: 'da-verificare' }] })).toEqual([expect.stringMatching(/Manca la garanzia per i dati trattati fuori dall’UE di «Hosting Italia S\.p\.A\.»/)]);
    expect(problemsWith({ formProcessor: { ...ready.formProcessor!, transfer: 'da-verificare' } })).toEqual([expect.stringMatching(/Per Formspree, Inc\., che riceve i moduli, .*formProcessor\.transfer/)]);
    expect(problemsWith({ formProcessor: { ...ready.formProcessor!, transfer: 'da-verificare' }, contactEndpoint: undefined })).toHaveLength(1); // only the missing endpoint
  });

  it('reports reviews and testimonials without provenance (examples) or without the author’s consent, naming each', () => {
    const [anna, piero] = ready.reviews;
    expect(problemsWith({ reviews: [{ ...anna, provenance: undefined }, piero] })).toEqual([expect.stringMatching(/^Una recensione o testimonianza è un esempio, senza provenienza: Anna B\. \(content\/reviews\/anna-b\.yaml\)\. .*vietato/)]);
    expect(problemsWith({ reviews: [anna, { ...piero, provenance: { ...provenance, consent: false } }] })).toEqual([expect.stringMatching(/Manca il consenso dell’autore a pubblicare Piero C\. \(content\/testimonials\/piero-c\.yaml\)/)]);
  });

  it('reports a customer figure without date or source, or below what a text says', () => {
    expect(problemsWith({ customers: { count: 5230 } })).toEqual([expect.stringMatching(/numero dei clienti \(5230\) non ha la data del conteggio \(asOf\) né la fonte \(source\)/)]);
    expect(problemsWith({ customers: { ...ready.customers, count: 5000 } })).toEqual([expect.stringMatching(/più clienti di quelli contati \(5000.*«\+5000 Clienti» \(content\/ui\.yaml\), «Oltre 5000 clienti» \(content\/pages\/home\.yaml\)/)]);
    const plain = { file: 'content/pages/home.yaml', words: '6000 clienti', number: 6000, moreThan: false };
    expect(problemsWith({ customerClaims: [plain] })).toEqual([expect.stringMatching(/«6000 clienti»/)]);
    expect(problemsWith({ customerClaims: [{ ...plain, number: 5230 }] })).toEqual([]);
  });

  it('reports a withdrawal decision not yet made', () => {
    expect(problemsWith({ withdrawal: 'da-decidere' })).toEqual([expect.stringMatching(/Non è deciso se per Limenta vale il diritto di recesso.*content\/sales\.yaml → withdrawal/)]);
    expect(problemsWith({ withdrawal: 'ammesso' })).toEqual([]);
  });

  it('reports a section that announces what is not there (the video)', () => {
    expect(problemsWith({ video: { comingSoon: { badge: 'Video in arrivo' } } })).toEqual([expect.stringMatching(/annuncia un video che non c’è \(«Video in arrivo», content\/video\.yaml\)/)]);
    expect(problemsWith({ video: {} })).toEqual([]);
  });

  it('reports nutrition figures that no laboratory analysis has confirmed yet', () => {
    for (const nutrition of [{ confirmedByLaboratory: false }, undefined]) {
      expect(problemsWith({ nutrition })).toEqual([expect.stringMatching(/da confermare con un’analisi di laboratorio.*content\/food-information\.yaml/)]);
    }
  });

  it('says each problem on one line, ending with the part of the editors’ guide that explains it', () => {
    const everything = goLiveProblems({
      ...ready,
      siteUrlSetting: undefined,
      contactEndpoint: undefined,
      smtpUrl: undefined,
      company: { ...EXAMPLE_VALUES.address, vatNumber: EXAMPLE_VALUES.vatNumber, rea: EXAMPLE_VALUES.rea, registry: { office: 'Napoli', number: EXAMPLE_VALUES.registryNumber }, pec: EXAMPLE_VALUES.pec, shareholders: 'da-indicare' },
      organic: undefined,
      formProcessor: undefined,
      nutrition: undefined,
      organicLogo: { src: '/art/logo-biologico-ue.svg', provisional: true },
      reviews: [{ ...ready.reviews[0], provenance: undefined }],
      customers: { count: 5000 },
      withdrawal: 'da-decidere',
      processors: [{ ...ready.processors[0], name: undefined, transfer: 'da-verificare' }],
      video: { comingSoon: { badge: 'Video in arrivo' } },
    });
    expect(everything).toHaveLength(21);
    const guide = readFileSync(path.join(process.cwd(), GUIDE), 'utf8');
    for (const problem of everything) {
      expect(problem).not.toContain('\n');
      const anchor = new RegExp(`Guida: ${GUIDE}#([a-z-]+)\\.$`).exec(problem)?.[1];
      expect(anchor).toBeDefined();
      expect(guide).toContain(`<a id="${anchor}"></a>`);
    }
  });
});

describe('isValidPartitaIva', () => {
  it('checks the length and the check digit', () => {
    expect(isValidPartitaIva('01234567897')).toBe(true);
    expect(isValidPartitaIva('01234567891')).toBe(false);
    expect(isValidPartitaIva('0123456789')).toBe(false);
    expect(isValidPartitaIva('0123456789A')).toBe(false);
  });
});

describe('npm run check:live, and when the build runs it', () => {
  const node = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, args, { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv });
  const run = (args: string[], env: Record<string, string>) => node(['scripts/check-live.mjs', ...args], env);
  const readFacts = (env: Record<string, string>): GoLiveFacts => {
    const script = `import { readGoLiveFacts } from './scripts/lib/go-live.mjs'; console.log(JSON.stringify(await readGoLiveFacts(process.env)));`;
    const result = node(['--input-type=module', '-e', script], env);
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout);
  };

  it('is a production build with SITE_ENV=production, or in Netlify’s or Vercel’s production context', () => {
    expect(isProductionBuild({ SITE_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ CONTEXT: 'production' })).toBe(true);
    expect(isProductionBuild({ VERCEL_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ CONTEXT: 'deploy-preview', VERCEL_ENV: 'preview' })).toBe(false);
    expect(isProductionBuild({})).toBe(false);
  });

  it('reads its facts from content/ and from the environment', () => {
    const env = { SITE_URL: 'https://www.bevanda-limenta.it', NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://formspree.io/f/x', SMTP_URL: 'smtp://127.0.0.1:2525' };
    const facts = readFacts(env);
    expect([facts.siteUrlSetting, facts.contactEndpoint, facts.smtpUrl]).toEqual([env.SITE_URL, env.NEXT_PUBLIC_CONTACT_ENDPOINT, env.SMTP_URL]);
    expect(facts.company.vatNumber).toBe(site.company.vatNumber);
    expect(facts.customers).toEqual(site.customers);
    expect(facts.reviews.map((review) => review.name).sort()).toEqual([...reviews, ...homeTestimonials, benefitsPage.featured.testimonial].map((review) => review.name).sort());
    expect(facts.processors.map((processor) => processor.service).sort()).toEqual(processors.map((processor) => processor.service).sort());
    expect(facts.withdrawal).toBe(sales.withdrawal.decision);
    // The header's badge is a claim too, read with the figure the page shows.
    expect(facts.customerClaims).toContainEqual(expect.objectContaining({ file: 'content/ui.yaml', moreThan: true }));
  });

  it('lists every problem of the content as it stands, one numbered line each', () => {
    const env = { SITE_URL: 'https://www.bevanda-limenta.it', NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://api.getform.io/v1/x' };
    const expected = goLiveProblems(readFacts(env));
    const result = run([], env);
    expect(result.status).toBe(expected.length === 0 ? 0 : 1);
    for (const problem of expected) expect(result.stderr).toContain(problem);
    expect(result.stderr.match(/^\d+\. /gm) ?? []).toHaveLength(expected.length);
  });

  it('npm run check:live fails, in Italian, on a build without a delivery address', () => {
    const result = run([], { SITE_URL: 'https://www.bevanda-limenta.it' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Il sito non è pronto per essere pubblicato');
    expect(result.stderr).toContain('NEXT_PUBLIC_CONTACT_ENDPOINT');
  });

  it('the build’s own run checks only a production build, and stops it', () => {
    expect(run(['--if-production'], {})).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const production = run(['--if-production'], { SITE_ENV: 'production' });
    expect(production.status).toBe(1);
    expect(production.stderr).toContain('Build fermata');
  });
});
