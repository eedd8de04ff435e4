import { z } from 'zod';
import { calendarDay, group, link, text } from '@/lib/content/fields';
import { described } from '@/lib/content/meta';
import { defineFile } from '@/lib/content/sources';

/**
 * The rules of content/announcement.yaml: a short seasonal notice (deliveries over the holidays, a
 * closure) shown in the header of every page until its last day. Without a text there is none.
 */
export const announcementSchema = described(
  group('Avviso in cima alle pagine', {
    label: text('Nome dell’avviso (lettori di schermo)', {
      max: 40,
      hint: 'Come i lettori di schermo annunciano la striscia dell’avviso, per esempio «Avviso».',
    }),
    text: text('Testo', {
      max: 120,
      hint: 'Una frase breve, al massimo 120 caratteri, per esempio sulle consegne durante le feste. Se manca, l’avviso non compare.',
    }).optional(),
    link: link(
      'Link',
      'Facoltativo: una pagina del sito (per esempio /come-ordinare) o un indirizzo https://… Tutto il testo diventa il link.',
    ).optional(),
    until: calendarDay(
      'Fino al giorno (compreso)',
      'L’ultimo giorno in cui l’avviso compare, nel formato AAAA-MM-GG. Il sito lo toglie alla prima pubblicazione dopo quel giorno; npm run check:live segnala un avviso scaduto.',
    ).optional(),
  }).superRefine((announcement, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (announcement.text && !announcement.until)
      add(
        'until',
        'manca: un avviso dice fino a quando vale. Scrivi l’ultimo giorno in cui deve comparire (AAAA-MM-GG).',
      );
    if (!announcement.text && (announcement.until || announcement.link))
      add(
        'text',
        'manca: c’è la data o il link dell’avviso, ma non il testo. Scrivi il testo, oppure togli anche la data e il link.',
      );
    if (announcement.link && /^(mailto|tel):/.test(announcement.link))
      add(
        'link',
        `«${announcement.link}» non va bene qui: l’avviso porta a una pagina del sito (/…) o a un indirizzo https://….`,
      );
  }),
  { title: 'Avviso in cima alle pagine', kind: 'group' },
);

export const announcementSources = [
  defineFile({
    file: 'content/announcement.yaml',
    title: 'Avviso in cima alle pagine',
    hint: 'Un avviso breve e temporaneo (feste, chiusure, consegne) in cima a ogni pagina, fino al giorno che scegli.',
    schema: announcementSchema,
  }),
];

export type Announcement = z.infer<typeof announcementSchema>;
