/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { announcement } from '@/content/announcement';
import { benefitsPage } from '@/content/pages/benefici';
import { processors } from '@/content/processors';
import { reviews } from '@/content/reviews';
import { sales } from '@/content/sales';
import { site } from '@/content/site';
import { homeTestimonials } from '@/content/testimonials';
import { italianToday } from '@/lib/format';
import { DEPLOY_GUIDE, EXAMPLE_VALUES, GUIDE, goLiveProblems, type GoLiveFacts } from '@/scripts/lib/go-live.mjs';
import { runNode } from './support/node-script';

/**
 * The anchors a Markdown guide offers: its explicit <a id="…"> and its headings' GitHub slugs
 * (lower case, punctuation dropped, spaces as hyphens).
 */
function anchorsOf(file: string): string[] {
  const text = readFileSync(path.join(process.cwd(), file), 'utf8');
  const explicit = [...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]);
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
    match[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replace(/ /g, '-'),
  );
  return [...explicit, ...headings];
}

const provenance = { receivedOn: '2026-09-14', channel: 'email', orderChecked: true, consent: true, shortened: false };

/** A site ready to publish: real-looking data, not the examples content/ ships with. */
const ready: GoLiveFacts = {
  siteUrlSetting: 'https://www.bevanda-limenta.it',
  contactEndpoint: undefined,
  staticHost: undefined,
  smtpUrl: 'smtp://limenta:segreta@smtp-relay.brevo.com:587',
  serviceStatus: undefined,
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
  organic: {
    controlBodyCode: 'IT-BIO-009',
    controlBodyName: 'Organismo Bio S.r.l.',
    operatorCertificate: 'B-1234/2026',
  },
  nutrition: { confirmedByLaboratory: true },
  organicLogo: { src: '/art/logo-biologico-ue-ufficiale.svg', provisional: false },
  reviews: [
    { file: 'content/reviews/anna-b.yaml', name: 'Anna B.', provenance },
    { file: 'content/testimonials/piero-c.yaml', name: 'Piero C.', provenance: { ...provenance, shortened: true } },
  ],
  customers: {
    count: 5230,
    asOf: '2026-10-31',
    source: 'Registro degli ordini consegnati, clienti distinti per email',
  },
  customerClaims: [
    { file: 'content/ui.yaml', words: '+5000 Clienti', number: 5000, moreThan: true },
    { file: 'content/pages/home.yaml', words: 'Oltre 5000 clienti', number: 5000, moreThan: true },
  ],
  withdrawal: 'escluso',
  withdrawalConfirmed: true,
  offer: { confirmed: true, iban: 'IT42 L123 4512 3451 2345 6789 012' },
  processors: [
    {
      file: 'content/processors/hosting.yaml',
      service: 'Hosting e CDN del sito',
      name: 'Hosting Italia S.p.A.',
      transfer: 'see',
    },
    {
      file: 'content/processors/server-richieste.yaml',
      service: 'Server del servizio',
      name: 'Server Italia S.r.l.',
      transfer: 'see',
      role: 'server-richieste',
    },
    {
      file: 'content/processors/invio-email.yaml',
      service: 'Invio delle email',
      name: 'Brevo (Sendinblue SAS)',
      transfer: 'see',
      role: 'invio-email',
      host: 'brevo.com',
    },
  ],
  video: { src: '/video/come-nasce-limenta.mp4' },
  confirmationPromise: { file: 'content/pages/grazie-benvenuto.yaml', text: 'l’email di conferma' },
};

const problemsWith = (change: Partial<GoLiveFacts>) => goLiveProblems({ ...ready, ...change });
/** The check, with this change to a ready site, finds exactly one problem, and it says this. */
const reports = (change: Partial<GoLiveFacts>, says: RegExp) =>
  expect(problemsWith(change)).toEqual([expect.stringMatching(says)]);
const accepts = (change: Partial<GoLiveFacts>) => expect(problemsWith(change)).toEqual([]);
const withCompany = (change: Partial<GoLiveFacts['company']>) => ({ company: { ...ready.company, ...change } });
const withOrganic = (change: Partial<NonNullable<GoLiveFacts['organic']>>) => ({
  organic: { ...ready.organic, ...change },
});
/** The request service on an origin of its own, as a static host's set-up has it. */
const elsewhere = { contactEndpoint: 'https://richieste.bevanda-limenta.it/api/richieste', smtpUrl: undefined };
const serviceWith = (serviceStatus: GoLiveFacts['serviceStatus']) => ({
  ...elsewhere,
  staticHost: 'Netlify',
  serviceStatus,
});
const brevo = { reachable: true, smtp: true, smtpHost: 'smtp-relay.brevo.com' };

describe('the go-live check', () => {
  it('finds nothing wrong with a site that is ready', () => {
    expect(goLiveProblems(ready)).toEqual([]);
  });

  it('reports forms that would only simulate the send (every order would be lost)', () => {
    reports({ contactEndpoint: 'simulate' }, /NEXT_PUBLIC_CONTACT_ENDPOINT=simulate.*simulato.*andrebbe persa/);
  });

  it('reports a static host build whose forms would post to a service that host does not run', () => {
    reports({ staticHost: 'Netlify', smtpUrl: undefined }, /costruito per Netlify.*NEXT_PUBLIC_CONTACT_ENDPOINT/);
  });

  it('reports a service of the site’s own without SMTP settings, or with a broken SMTP_URL', () => {
    reports({ smtpUrl: undefined }, /SMTP_URL non è impostato.*né il team né il visitatore/);
    reports({ smtpUrl: 'posta.esempio.it' }, /SMTP_URL non è un indirizzo/);
  });

  it('asks the service elsewhere (a static host’s set-up): unreachable or without SMTP is a problem', () => {
    accepts(serviceWith(brevo));
    reports(serviceWith({ reachable: false }), /richieste\.bevanda-limenta\.it non risponde.*\/api\/richieste\/stato/);
    reports(serviceWith({ reachable: true, smtp: false, smtpHost: null }), /non ha le impostazioni della posta/);
  });

  it('says in one line when the service elsewhere reports that the team’s mailbox refuses its emails', () => {
    accepts(serviceWith({ ...brevo, teamMailFailing: false }));
    reports(
      serviceWith({ ...brevo, teamMailFailing: true }),
      /richieste\.bevanda-limenta\.it dice che la casella del team \(TEAM_EMAIL\) rifiuta le sue email.*ALERT_EMAIL/,
    );
  });

  it('reports a delivery address the forms could not use', () => {
    expect(problemsWith({ contactEndpoint: 'http://forms.example.org/x' })[0]).toMatch(
      /^L’indirizzo di consegna dei moduli non è utilizzabile: .*https/,
    );
    expect(problemsWith({ contactEndpoint: 'formspree.io/f/x' })[0]).toMatch(/non è utilizzabile/);
  });

  it('quotes the confirmation email the thank-you page promises when the service could not send it', () => {
    const promise = /promette l’email di conferma \(«l’email di conferma», content\/pages\/grazie-benvenuto\.yaml\)/;
    reports({ smtpUrl: undefined }, promise);
    reports({ ...elsewhere, serviceStatus: { reachable: true, smtp: false, smtpHost: null } }, promise);
    // Without the promise the team's email is still lost: one line all the same.
    expect(problemsWith({ smtpUrl: undefined, confirmationPromise: null })).toEqual([
      expect.not.stringMatching(/promette/),
    ]);
  });

  it('reports each example value of the company data, naming where to fix it', () => {
    reports(
      withCompany({ vatNumber: EXAMPLE_VALUES.vatNumber }),
      /Partita IVA è ancora quella d’esempio.*company\.vatNumber/,
    );
    reports(withCompany({ rea: EXAMPLE_VALUES.rea }), /REA è ancora quello d’esempio.*company\.rea/);
    reports(withCompany(EXAMPLE_VALUES.address), /indirizzo della sede è ancora quello d’esempio/);
    reports(
      withCompany({ registry: { office: 'Napoli', number: EXAMPLE_VALUES.registryNumber } }),
      /Registro delle Imprese è ancora quella d’esempio.*art\. 2250.*company\.registry/,
    );
    reports(withCompany({ pec: EXAMPLE_VALUES.pec }), /PEC è ancora quella d’esempio.*company\.pec/);
  });

  it('reports a company that has not said whether it has a single shareholder («a socio unico»)', () => {
    reports(withCompany({ shareholders: 'da-indicare' }), /socio unico.*art\. 2250.*company\.shareholders/);
    accepts(withCompany({ shareholders: 'piu-soci' }));
  });

  it('reports a Partita IVA or a REA number that cannot be right', () => {
    reports(withCompany({ vatNumber: '01234567890' }), /Partita IVA «01234567890» non è valida/);
    reports(withCompany({ vatNumber: '1234567' }), /non è valida/);
    reports(withCompany({ rea: '765432' }), /REA «765432» non ha la forma/);
  });

  it('reports a site address that is not set, or not the public HTTPS one', () => {
    reports({ siteUrlSetting: undefined }, /manca SITE_URL/);
    reports({ siteUrlSetting: 'http://www.bevanda-limenta.it' }, /non usa https/);
    reports({ siteUrlSetting: 'https://localhost:3000' }, /non è l’indirizzo pubblico/);
    reports({ siteUrlSetting: 'https://www.bevanda-limenta.it/negozio' }, /senza percorso/);
    reports({ siteUrlSetting: 'www.bevanda-limenta.it' }, /non è un indirizzo/);
  });

  it('reports an organic control-body code that is missing, the example, or not IT-BIO-0XX', () => {
    reports(
      withOrganic({ controlBodyCode: undefined }),
      /Manca il codice dell’organismo di controllo biologico.*2018\/848/,
    );
    reports(withOrganic({ controlBodyCode: ' ' }), /^Manca il codice/);
    reports(withOrganic({ controlBodyCode: EXAMPLE_VALUES.controlBodyCode }), /ancora quello d’esempio/);
    reports(withOrganic({ controlBodyCode: 'IT-BIO-9' }), /non ha la forma IT-BIO-0XX/);
  });

  it('reports an organic certification without the control body’s name or the operator’s own certificate', () => {
    reports(
      withOrganic({ controlBodyName: undefined }),
      /Manca il nome dell’organismo di controllo.*organic\.controlBodyName/,
    );
    reports(
      withOrganic({ operatorCertificate: '' }),
      /certificato biologico di Limenta.*non solo quella degli ingredienti.*organic\.operatorCertificate/,
    );
    reports(
      { organicLogo: { src: '/art/logo-ue.svg', provisional: true } },
      /logo biologico europeo \(public\/art\/logo-ue\.svg\) è un disegno provvisorio.*file ufficiale/,
    );
  });

  it('reports a privacy policy that names another mail provider than the one the service sends with', () => {
    reports(
      { smtpUrl: 'smtps://u:p@smtp.gmail.com:465' },
      /nomina Brevo \(Sendinblue SAS\) \(brevo\.com, content\/processors\/invio-email\.yaml\).*le spedisce con smtp\.gmail\.com/,
    );
    reports(
      { ...elsewhere, serviceStatus: { reachable: true, smtp: true, smtpHost: 'smtp.gmail.com' } },
      /le spedisce con smtp\.gmail\.com/,
    );
  });

  it('reports a privacy policy that names no mail provider, or nobody hosting the request service (content/processors/, role)', () => {
    const [hosting, server, mail] = ready.processors;
    reports(
      { processors: [hosting, server] },
      /non nomina il fornitore che spedisce le email dei moduli.*role: invio-email/,
    );
    reports({ processors: [hosting, mail] }, /non dice chi ospita il servizio delle richieste.*role: server-richieste/);
    // The hosting provider may be the service's too: the role on its file is enough.
    accepts({ processors: [{ ...hosting, role: 'server-richieste' }, mail] });
    // A simulated send is refused for what it is; its privacy texts name neither.
    expect(problemsWith({ contactEndpoint: 'simulate', processors: [hosting] })).toHaveLength(1);
  });

  it('reports a processor the privacy texts cannot name, or whose transfer guarantee nobody has checked', () => {
    const [hosting, server, mail] = ready.processors;
    reports(
      { processors: [{ ...hosting, name: undefined }, server, mail] },
      /non nomina un fornitore .*«Hosting e CDN del sito» \(content\/processors\/hosting\.yaml\)/,
    );
    reports(
      { processors: [{ ...hosting, transfer: 'da-verificare' }, server, mail] },
      /Manca la garanzia per i dati trattati fuori dall’UE di «Hosting Italia S\.p\.A\.»/,
    );
    // The request service's own processors as well: its mail provider is a processor like the others.
    reports(
      { processors: [hosting, server, { ...mail, transfer: 'da-verificare' }] },
      /Manca la garanzia .*«Brevo \(Sendinblue SAS\)» \(content\/processors\/invio-email\.yaml\)/,
    );
  });

  it('reports reviews and testimonials without provenance (examples) or without the author’s consent, naming each', () => {
    const [anna, piero] = ready.reviews;
    reports(
      { reviews: [{ ...anna, provenance: undefined }, piero] },
      /^Una recensione o testimonianza è un esempio, senza provenienza: Anna B\. \(content\/reviews\/anna-b\.yaml\)\. .*vietato/,
    );
    reports(
      { reviews: [anna, { ...piero, provenance: { ...provenance, consent: false } }] },
      /Manca il consenso dell’autore a pubblicare Piero C\. \(content\/testimonials\/piero-c\.yaml\)/,
    );
  });

  it('reports a customer figure without date or source, or below what a text says', () => {
    reports(
      { customers: { count: 5230 } },
      /numero dei clienti \(5230\) non ha la data del conteggio \(asOf\) né la fonte \(source\)/,
    );
    reports(
      { customers: { ...ready.customers, count: 5000 } },
      /più clienti di quelli contati \(5000.*«\+5000 Clienti» \(content\/ui\.yaml\), «Oltre 5000 clienti» \(content\/pages\/home\.yaml\)/,
    );
    const plain = { file: 'content/pages/home.yaml', words: '6000 clienti', number: 6000, moreThan: false };
    reports({ customerClaims: [plain] }, /«6000 clienti»/);
    accepts({ customerClaims: [{ ...plain, number: 5230 }] });
  });

  it('reports a withdrawal decision not yet made', () => {
    reports(
      { withdrawal: 'da-decidere' },
      /Non è deciso se per Limenta vale il diritto di recesso.*content\/sales\.yaml → withdrawal/,
    );
    accepts({ withdrawal: 'ammesso' });
  });

  it.each(['ammesso', 'escluso'])(
    'asks the owner to confirm the launch content’s withdrawal decision (%s), as it does the example prices',
    (withdrawal) => {
      reports(
        { withdrawal, withdrawalConfirmed: false },
        /diritto di recesso .* è ancora la scelta del sito di prova.*withdrawal\.confirmed: true/,
      );
    },
  );

  it('reports an undecided withdrawal once, not also as unconfirmed', () => {
    reports({ withdrawal: 'da-decidere', withdrawalConfirmed: false }, /Non è deciso/);
  });

  it('reports example prices, delivery and cold chain until the owner confirms them, and the example IBAN', () => {
    reports(
      { offer: { ...ready.offer, confirmed: false } },
      /prezzi delle confezioni.*esempi.*art\. 49.*prices\.confirmed: true/,
    );
    reports({ offer: undefined }, /prices\.confirmed: true/);
    // As an editor copies it from the bank's page: with spaces, in lower case.
    const example = EXAMPLE_VALUES.iban.toLowerCase().replace(/(.{4})/g, '$1 ');
    reports(
      { offer: { confirmed: true, iban: example } },
      /IBAN per il bonifico è ancora quello d’esempio.*bankTransfer\.iban/,
    );
    // Without bank transfer, there is no IBAN to check.
    accepts({ offer: { confirmed: true } });
  });

  it('reports a section that announces what is not there (the video)', () => {
    reports(
      { video: { comingSoon: { badge: 'Video in arrivo' } } },
      /annuncia un video che non c’è \(«Video in arrivo», content\/video\.yaml\)/,
    );
    accepts({ video: {} });
  });

  it.each([{ confirmedByLaboratory: false }, undefined])(
    'reports nutrition figures that no laboratory analysis has confirmed yet (%p)',
    (nutrition) => {
      reports({ nutrition }, /da confermare con un’analisi di laboratorio.*content\/food-information\.yaml/);
    },
  );

  it('says each problem on one line, ending with the part of the guides that explains it', () => {
    const everything = goLiveProblems({
      ...ready,
      siteUrlSetting: undefined,
      contactEndpoint: undefined,
      staticHost: undefined,
      smtpUrl: undefined,
      serviceStatus: undefined,
      company: {
        ...EXAMPLE_VALUES.address,
        vatNumber: EXAMPLE_VALUES.vatNumber,
        rea: EXAMPLE_VALUES.rea,
        registry: { office: 'Napoli', number: EXAMPLE_VALUES.registryNumber },
        pec: EXAMPLE_VALUES.pec,
        shareholders: 'da-indicare',
      },
      organic: undefined,
      nutrition: undefined,
      organicLogo: { src: '/art/logo-ue.svg', provisional: true },
      reviews: [{ ...ready.reviews[0], provenance: undefined }],
      customers: { count: 5000 },
      withdrawal: 'da-decidere',
      offer: { confirmed: false, iban: EXAMPLE_VALUES.iban },
      processors: [{ ...ready.processors[0], name: undefined, transfer: 'da-verificare' }],
      video: { comingSoon: { badge: 'Video in arrivo' } },
    });
    expect(everything).toHaveLength(24);
    for (const problem of everything) {
      expect(problem).not.toContain('\n');
      const [, doc, anchor] = new RegExp(`Guida: (${GUIDE}|${DEPLOY_GUIDE})#([a-z-]+)\\.$`).exec(problem) ?? [];
      expect(anchor).toBeDefined();
      expect(anchorsOf(doc)).toContain(anchor);
    }
  });
});

describe('the go-live check and the seasonal announcement', () => {
  const notice = { text: 'Dal 24 al 26 dicembre le consegne sono sospese.', until: '2026-12-20' };

  it('reports an announcement past its last day, in Italian, with the guide’s section', () => {
    const problems = problemsWith({ announcement: notice, today: '2026-12-21' });
    expect(problems).toEqual([expect.stringContaining(`(«${notice.text}») valeva fino al 20/12/2026: è scaduto.`)]);
    const [, anchor] = new RegExp(`Guida: ${GUIDE}#([a-z-]+)\\.$`).exec(problems[0]) ?? [];
    expect(anchorsOf(GUIDE)).toContain(anchor);
  });

  it('says nothing of an announcement on its last day, or of none', () => {
    expect(problemsWith({ announcement: notice, today: notice.until })).toEqual([]);
    expect(problemsWith({ announcement: { until: '2020-01-01' }, today: '2026-12-21' })).toEqual([]);
  });
});

describe('npm run check:live, and when the build runs it', () => {
  const run = (args: string[], env: Record<string, string>) => runNode(['scripts/check-live.mjs', ...args], env);
  const readFacts = (env: Record<string, string>): GoLiveFacts => {
    const script = `import { readGoLiveFacts } from './scripts/lib/go-live.mjs'; console.log(JSON.stringify(await readGoLiveFacts(process.env)));`;
    const result = runNode(['--input-type=module', '-e', script], env);
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout);
  };

  it('reads its facts from content/ and from the environment', () => {
    const env = { SITE_URL: 'https://www.bevanda-limenta.it', SMTP_URL: 'smtp://127.0.0.1:2525' };
    const facts = readFacts(env);
    expect([facts.siteUrlSetting, facts.contactEndpoint, facts.staticHost, facts.smtpUrl, facts.serviceStatus]).toEqual(
      [env.SITE_URL, undefined, undefined, env.SMTP_URL, undefined],
    );
    expect(facts.company.vatNumber).toBe(site.company.vatNumber);
    expect(facts.customers).toEqual(site.customers);
    expect(facts.reviews.map((review) => review.name).sort()).toEqual(
      [...reviews, ...homeTestimonials, benefitsPage.featured!.testimonial].map((review) => review.name).sort(),
    );
    // In any order: a Set's equality ignores it.
    const named = ({ service, role, host }: { service: string; role?: string; host?: string }) => ({
      service,
      role,
      host,
    });
    expect(new Set(facts.processors.map(named))).toEqual(new Set(processors.map(named)));
    expect(facts.withdrawal).toBe(sales.withdrawal.decision);
    expect(facts.withdrawalConfirmed).toBe(sales.withdrawal.confirmed === true);
    expect(facts.announcement).toEqual(announcement);
    expect(facts.today).toBe(italianToday());
    expect(facts.offer).toEqual({ confirmed: sales.prices.confirmed, iban: sales.bankTransfer?.iban });
    // The header's badge is a claim too, read with the figure the page shows.
    expect(facts.customerClaims).toContainEqual(expect.objectContaining({ file: 'content/ui.yaml', moreThan: true }));
  });

  it('lists every problem of the content as it stands, one numbered line each (a mail server other than the named provider among them)', () => {
    const env = { SITE_URL: 'https://www.bevanda-limenta.it', SMTP_URL: 'smtp://u:p@smtp.gmail.com:587' };
    const expected = goLiveProblems(readFacts(env));
    expect(expected).toContainEqual(expect.stringMatching(/le spedisce con smtp\.gmail\.com/));
    const result = run([], env);
    expect(result.status).toBe(expected.length === 0 ? 0 : 1);
    for (const problem of expected) expect(result.stderr).toContain(problem);
    expect(result.stderr.match(/^\d+\. /gm) ?? []).toHaveLength(expected.length);
  });

  it('npm run check:live fails, in Italian, on a build whose service has no SMTP settings', () => {
    const result = run([], { SITE_URL: 'https://www.bevanda-limenta.it' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Il sito non è pronto per essere pubblicato');
    expect(result.stderr).toContain('SMTP_URL non è impostato');
  });

  it('the build’s run stops on any problem, removes an earlier export and says how to build the demonstration site', () => {
    const exportDir = mkdtempSync(path.join(tmpdir(), 'limenta-export-'));
    writeFileSync(path.join(exportDir, 'index.html'), 'an earlier build');
    const result = run(['--build'], { NEXT_EXPORT_DIR: exportDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Build fermata');
    expect(result.stderr).toContain('npm run build:demo');
    expect(existsSync(exportDir)).toBe(false);
  });
});

describe('npm run build, on every host and in any CI', () => {
  // No SITE_URL here, so the go-live check has at least that to refuse, whatever content/ says.
  const hosts: Array<[string, Record<string, string>]> = [
    ['a plain build', {}],
    ['Cloudflare Pages', { CF_PAGES: '1' }],
    ['GitHub Actions (the GitHub Pages recipe)', { GITHUB_ACTIONS: 'true', CI: 'true' }],
    ['a Netlify preview or branch deploy', { NETLIFY: 'true', CONTEXT: 'deploy-preview' }],
    ['a build that calls itself a demonstration', { SITE_MODE: 'demo' }],
  ];

  it.each(hosts)('%s: stops at the go-live check with its Italian lines, and exports nothing', (_, env) => {
    const exportDir = mkdtempSync(path.join(tmpdir(), 'limenta-export-'));
    writeFileSync(path.join(exportDir, 'index.html'), 'an earlier build');
    const result = runNode(['scripts/build.mjs'], { ...env, NEXT_EXPORT_DIR: exportDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Il sito non è pronto per essere pubblicato');
    expect(result.stderr).toMatch(/^\d+\. L’indirizzo del sito non è impostato per la pubblicazione: manca SITE_URL/m);
    expect(existsSync(exportDir)).toBe(false);
  });
});
