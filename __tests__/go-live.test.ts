/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { foodInformationFile } from '@/content/food-information';
import { site } from '@/content/site';
import { EXAMPLE_VALUES, goLiveProblems, isProductionBuild, isValidPartitaIva, type GoLiveFacts } from '@/scripts/lib/go-live.mjs';

/** A site ready to publish: real-looking data, not the examples content/site.yaml ships with. */
const ready: GoLiveFacts = {
  siteUrlSetting: 'https://www.bevanda-limenta.it',
  contactEndpoint: undefined,
  staticHost: undefined,
  smtpUrl: 'smtp://limenta:segreta@smtp-relay.brevo.com:587',
  serviceStatus: undefined,
  company: { vatNumber: '01234567897', rea: 'NA-765432', streetAddress: 'Corso Italia 200', postalCode: '80067', city: 'Sorrento' },
  organic: { controlBodyCode: 'IT-BIO-009' },
  mailProvider: { name: 'Brevo (Sendinblue SAS)', country: 'Francia', host: 'brevo.com' },
  nutrition: { confirmedByLaboratory: true },
};

const problemsWith = (change: Partial<GoLiveFacts>) => goLiveProblems({ ...ready, ...change });
const company = (change: Partial<GoLiveFacts['company']>) => problemsWith({ company: { ...ready.company, ...change } });

describe('the go-live check', () => {
  it('finds nothing wrong with a site that is ready', () => {
    expect(goLiveProblems(ready)).toEqual([]);
  });

  it('reports forms that would only simulate the send (every order would be lost)', () => {
    expect(problemsWith({ contactEndpoint: 'simulate' })).toEqual([expect.stringMatching(/NEXT_PUBLIC_CONTACT_ENDPOINT=simulate.*simulato.*andrebbe persa/)]);
  });

  it('reports a static host build whose forms would post to a service that host does not run', () => {
    expect(problemsWith({ staticHost: 'Netlify', smtpUrl: undefined })).toEqual([expect.stringMatching(/costruito per Netlify.*NEXT_PUBLIC_CONTACT_ENDPOINT/)]);
  });

  it('reports a service of the site’s own without SMTP settings, or with a broken SMTP_URL', () => {
    expect(problemsWith({ smtpUrl: undefined })).toEqual([expect.stringMatching(/SMTP_URL non è impostato.*né il team né il visitatore/)]);
    expect(problemsWith({ smtpUrl: 'posta.esempio.it' })).toEqual([expect.stringMatching(/SMTP_URL non è un indirizzo/)]);
  });

  it('asks the service elsewhere (a static host’s set-up): unreachable or without SMTP is a problem', () => {
    const elsewhere = { contactEndpoint: 'https://richieste.bevanda-limenta.it/api/richieste', staticHost: 'Netlify', smtpUrl: undefined };
    expect(problemsWith({ ...elsewhere, serviceStatus: { reachable: true, smtp: true, smtpHost: 'smtp-relay.brevo.com' } })).toEqual([]);
    expect(problemsWith({ ...elsewhere, serviceStatus: { reachable: false } })).toEqual([expect.stringMatching(/richieste\.bevanda-limenta\.it non risponde.*\/api\/richieste\/stato/)]);
    expect(problemsWith({ ...elsewhere, serviceStatus: { reachable: true, smtp: false, smtpHost: null } })).toEqual([expect.stringMatching(/non ha le impostazioni della posta/)]);
  });

  it('reports a delivery address the forms could not use', () => {
    expect(problemsWith({ contactEndpoint: 'http://forms.example.org/x' })[0]).toMatch(/^L’indirizzo di consegna dei moduli non è utilizzabile: .*https/);
    expect(problemsWith({ contactEndpoint: 'formspree.io/f/x' })[0]).toMatch(/non è utilizzabile/);
  });

  it('reports each example value of the company data, naming where to fix it', () => {
    expect(company({ vatNumber: EXAMPLE_VALUES.vatNumber })).toEqual([expect.stringMatching(/Partita IVA è ancora quella d’esempio.*company\.vatNumber/)]);
    expect(company({ rea: EXAMPLE_VALUES.rea })).toEqual([expect.stringMatching(/REA è ancora quello d’esempio.*company\.rea/)]);
    expect(company(EXAMPLE_VALUES.address)).toEqual([expect.stringMatching(/indirizzo della sede è ancora quello d’esempio/)]);
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
    expect(problemsWith({ organic: undefined })).toEqual([expect.stringMatching(/Manca il codice dell’organismo di controllo biologico.*2018\/848/)]);
    expect(problemsWith({ organic: { controlBodyCode: ' ' } })).toEqual([expect.stringMatching(/^Manca il codice/)]);
    expect(problemsWith({ organic: { controlBodyCode: EXAMPLE_VALUES.controlBodyCode } })).toEqual([expect.stringMatching(/ancora quello d’esempio/)]);
    expect(problemsWith({ organic: { controlBodyCode: 'IT-BIO-9' } })).toEqual([expect.stringMatching(/non ha la forma IT-BIO-0XX/)]);
  });

  it('reports a privacy policy that names another mail provider than the one the service sends with', () => {
    expect(problemsWith({ smtpUrl: 'smtps://u:p@smtp.gmail.com:465' })).toEqual([expect.stringMatching(/nomina Brevo \(Sendinblue SAS\) \(brevo\.com\).*le spedisce con smtp\.gmail\.com/)]);
    expect(problemsWith({ mailProvider: undefined })).toEqual([expect.stringMatching(/non nomina il fornitore.*mailProvider/)]);
    const elsewhere = { contactEndpoint: 'https://richieste.bevanda-limenta.it/api/richieste', smtpUrl: undefined };
    expect(problemsWith({ ...elsewhere, serviceStatus: { reachable: true, smtp: true, smtpHost: 'smtp.gmail.com' } })).toEqual([expect.stringMatching(/le spedisce con smtp\.gmail\.com/)]);
  });

  it('reports nutrition figures that no laboratory analysis has confirmed yet', () => {
    for (const nutrition of [{ confirmedByLaboratory: false }, undefined]) {
      expect(problemsWith({ nutrition })).toEqual([expect.stringMatching(/da confermare con un’analisi di laboratorio.*content\/food-information\.yaml/)]);
    }
  });

  it('lists every problem at once', () => {
    const everything = { siteUrlSetting: undefined, contactEndpoint: undefined, staticHost: undefined, smtpUrl: undefined, serviceStatus: undefined, organic: undefined, mailProvider: undefined, nutrition: undefined };
    expect(goLiveProblems({ ...everything, company: { ...EXAMPLE_VALUES.address, vatNumber: EXAMPLE_VALUES.vatNumber, rea: EXAMPLE_VALUES.rea } })).toHaveLength(8);
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
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/check-live.mjs', ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv });

  it('is a production build with SITE_ENV=production, or in Netlify’s or Vercel’s production context', () => {
    expect(isProductionBuild({ SITE_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ CONTEXT: 'production' })).toBe(true);
    expect(isProductionBuild({ VERCEL_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ CONTEXT: 'deploy-preview', VERCEL_ENV: 'preview' })).toBe(false);
    expect(isProductionBuild({})).toBe(false);
  });

  it('npm run check:live reads the company data, the organic code and the mail provider from content/site.yaml, the nutrition flag from content/food-information.yaml', () => {
    const env = { SITE_URL: 'https://www.bevanda-limenta.it', SMTP_URL: 'smtp://u:p@smtp.gmail.com:587' };
    const expected = goLiveProblems({ siteUrlSetting: env.SITE_URL, contactEndpoint: undefined, staticHost: undefined, smtpUrl: env.SMTP_URL, serviceStatus: undefined, company: site.company, organic: site.organic, mailProvider: site.mailProvider, nutrition: foodInformationFile.nutrition });
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

  it('the build’s own run checks only a production build, and stops it', () => {
    expect(run(['--if-production'], {})).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const production = run(['--if-production'], { SITE_ENV: 'production' });
    expect(production.status).toBe(1);
    expect(production.stderr).toContain('Build fermata');
  });
});
