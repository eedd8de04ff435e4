/** @jest-environment node */
import { testimonials } from '@/content/schemas/cards';
import { decapConfig } from '@/lib/content/decap-config';

type Field = { name: string; required?: boolean; widget?: string; format?: string; min?: number; fields?: Field[] };

describe('the editing page’s configuration', () => {
  const collections = decapConfig().collections as Array<{ folder?: string; fields?: Field[] }>;
  const testimonialFields = collections.find((collection) => collection.folder === testimonials.folder)!.fields!;

  it('lets an editor save a testimonial without its provenance: the optional group and its fields are not required by Decap', () => {
    const provenance = testimonialFields.find((field) => field.name === 'provenance')!;
    expect(provenance).toMatchObject({ widget: 'object', required: false });
    expect(provenance.fields!.map((field) => field.name)).toEqual(['receivedOn', 'channel', 'orderChecked', 'consent', 'shortened']);
    for (const field of provenance.fields!) expect(field.required).toBe(false);
  });

  it('keeps the other fields required', () => {
    expect(testimonialFields.find((field) => field.name === 'text')!.required).toBeUndefined();
  });

  it('lets an editor list the service’s closing days, each with a date picker, the last day optional', () => {
    const files = (decapConfig().collections as Array<{ files?: Array<{ file: string; fields: Field[] }> }>).flatMap((collection) => collection.files ?? []);
    const closedDays = files.find((entry) => entry.file === 'content/site.yaml')!.fields.find((field) => field.name === 'closedDays')!;
    expect(closedDays).toMatchObject({ widget: 'list', required: false, min: 0 });
    const [from, to, reason] = closedDays.fields!;
    expect(from).toMatchObject({ name: 'from', widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(from.required).toBeUndefined();
    expect(to).toMatchObject({ name: 'to', widget: 'datetime', format: 'YYYY-MM-DD', required: false });
    expect(reason).toMatchObject({ name: 'reason', widget: 'string' });
    expect(files.some((entry) => entry.file === 'content/team.yaml')).toBe(true);
  });
});

describe('the editing page’s prices (content/sales.yaml)', () => {
  const collections = decapConfig().collections as Array<{ files?: Array<{ file: string; fields: Field[] }> }>;
  const sales = collections.flatMap((collection) => collection.files ?? []).find((entry) => entry.file === 'content/sales.yaml')!;
  const field = (...names: string[]) => names.reduce<Field | undefined>((group, name) => (group ? group.fields : sales.fields)?.find((entry) => entry.name === name), undefined) as Field & { label: string; pattern: [string, string] };

  it('takes a price as an Italian editor types it, «12,90», in a text box: Decap’s number box would refuse the comma and save 12.9', () => {
    const price = field('prices', 'packs', 'price');
    expect(price.widget).toBe('string');
    const [pattern] = price.pattern;
    expect(new RegExp(pattern).test('12,90')).toBe(true);
    expect(new RegExp(pattern).test('1.290,00')).toBe(true);
    expect(new RegExp(pattern).test('12.90')).toBe(false);
    expect(new RegExp(pattern).test('12.9.0')).toBe(false);
    expect(field('delivery', 'costs', 'cost').widget).toBe('string');
  });

  it('names the new fields in Italian, from the schema', () => {
    for (const path of [['prices'], ['prices', 'confirmed'], ['prices', 'packs'], ['delivery', 'costs'], ['minimumOrder'], ['bankTransfer', 'iban']]) {
      const entry = field(...path);
      expect(entry.label).not.toBe(path.at(-1));
      expect(entry.label).toMatch(/^[A-ZÀ-Ú]/);
    }
    expect(field('prices', 'confirmed').widget).toBe('boolean');
    expect(field('bankTransfer').required).toBe(false);
  });
});
