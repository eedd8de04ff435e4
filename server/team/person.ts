import { fillTemplate } from '@/lib/format';
import type { Database } from '../store/database';
import { eventsOf } from '../store/lifecycle';
import { messagesOfRequest } from '../store/outbox';
import { requestsOf } from '../store/requests';
import type { ServiceTexts } from '../texts';

/**
 * Everything the service keeps of one person, by the address they wrote from (GDPR art. 15): their
 * requests with status, history and emails, as JSON a person can read, keys in Italian: the team's
 * area and the team's command (npm run richieste -- esporta) give the same.
 */
export async function personData(
  db: Database,
  email: string,
  texts: ServiceTexts,
  retentionMonths: number,
  now: number,
): Promise<string> {
  const { command } = texts.team;
  const requests = await requestsOf(db, email);
  const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
  const exported = await Promise.all(
    requests.map(async (request) => {
      const [row] = await db.query('SELECT status, deadline_at FROM requests WHERE id = ?', [request.id]);
      return {
        numero: request.number,
        ricevutaIl: iso(request.createdAt),
        modulo: texts.requests.formNames[request.form],
        pagina: request.page,
        nome: request.name,
        email: request.email,
        messaggio: request.message,
        stato: texts.team.area.statuses[row.status as keyof typeof texts.team.area.statuses] ?? String(row.status),
        rispostaEntro: iso(row.deadline_at === null ? null : Number(row.deadline_at)),
        storia: (await eventsOf(db, request.id)).map((event) => ({
          il: iso(event.at),
          da: event.actor,
          azione: texts.team.area.request.events[event.action],
          nota: event.note,
        })),
        email_inviate: (await messagesOfRequest(db, request.id)).map((message) => ({
          tipo: command.messageKinds[message.kind],
          a: message.recipient,
          stato: command.messageStatuses[message.status],
          inviataIl: iso(message.sentAt),
        })),
      };
    }),
  );
  return JSON.stringify(
    {
      email,
      esportatiIl: iso(now),
      conservateFinoA: fillTemplate(command.export.retention, { months: retentionMonths }),
      richieste: exported,
    },
    null,
    2,
  );
}

/** A file name for the export: the address's letters only. */
export const exportFileName = (email: string) => `dati-${email.toLowerCase().replace(/[^a-z0-9@._-]/g, '_')}.json`;
