import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { salesSchema, type Sales } from '@/content/schemas/commerce';
import { editingSchema, type EditingTexts } from '@/content/schemas/editing';
import { formsSchema, type FormsText } from '@/content/schemas/forms';
import { requestsSchema, startGuide, type RequestTexts, type StartGuideFile } from '@/content/schemas/requests';
import { siteSchema, uiSchema, type Site, type Ui } from '@/content/schemas/site';
import { teamSchema, type TeamTexts } from '@/content/schemas/team';
import { loadContent } from '@/lib/content/parse';

/**
 * Every text the service answers or emails with, read from content/ when it starts, with the
 * same rules as the content check: the service never carries a copy of its own.
 */
export interface ServiceTexts {
  requests: RequestTexts;
  guide: StartGuideFile;
  forms: FormsText;
  site: Site;
  ui: Ui;
  /** content/team.yaml: the deadlines' words, the team's area and the team's emails. */
  team: TeamTexts;
  /** content/sales.yaml: prices, delivery, payment and withdrawal, for the team's proposals. */
  sales: Sales;
  /** content/editing.yaml: the editing page on the live site (/admin/), its access and its publishes. */
  editing: EditingTexts;
}

function read<S extends z.ZodType>(root: string, file: string, schema: S): z.infer<S> {
  const data = loadContent(file, readFileSync(path.join(root, file), 'utf8'));
  const checked = schema.safeParse(data);
  if (!checked.success) {
    const where = checked.error.issues.map((issue) => `${issue.path.join(' › ')}: ${issue.message}`).join('; ');
    throw new Error(`${file}: ${where}. Run npm run check:content for the details.`);
  }
  return checked.data;
}

export function loadServiceTexts(root = process.cwd()): ServiceTexts {
  return {
    requests: read(root, 'content/richieste.yaml', requestsSchema),
    guide: read(root, 'content/guida-per-iniziare.md', startGuide.schema),
    forms: read(root, 'content/forms.yaml', formsSchema),
    site: read(root, 'content/site.yaml', siteSchema),
    ui: read(root, 'content/ui.yaml', uiSchema),
    team: read(root, 'content/team.yaml', teamSchema),
    sales: read(root, 'content/sales.yaml', salesSchema),
    editing: read(root, 'content/editing.yaml', editingSchema),
  };
}
