/** @jest-environment node */
import { testimonials } from '@/content/schemas/cards';
import { decapConfig, OPTIONAL_MARK } from '@/lib/content/decap-config';
import { metaOf, schemaAt } from '@/lib/content/meta';

type Field = {
  name: string;
  label?: string;
  required?: boolean;
  widget?: string;
  format?: string;
  min?: number;
  pattern?: unknown;
  value_type?: string;
  field?: Field;
  fields?: Field[];
};

/** Every field of the configuration, however deep. */
function allFields(fields: Field[]): Field[] {
  return fields.flatMap((field) => [
    field,
    ...allFields(field.fields ?? []),
    ...(field.field ? allFields([field.field]) : []),
  ]);
}
const everyField = () =>
  allFields(
    (decapConfig().collections as Array<{ fields?: Field[]; files?: Array<{ fields: Field[] }> }>).flatMap(
      (collection) => [...(collection.fields ?? []), ...(collection.files ?? []).flatMap((entry) => entry.fields)],
    ),
  );

describe('the editing page’s configuration', () => {
  const collections = decapConfig().collections as Array<{ folder?: string; fields?: Field[] }>;
  const testimonialFields = collections.find((collection) => collection.folder === testimonials.folder)!.fields!;

  it('lets an editor save a testimonial without its provenance, marked as optional in its label', () => {
    const provenance = testimonialFields.find((field) => field.name === 'provenance')!;
    expect(provenance).toMatchObject({
      widget: 'object',
      required: false,
      label: `${metaOf(schemaAt(testimonials.item, ['provenance']))!.title}${OPTIONAL_MARK}`,
    });
    expect(provenance.fields!.map((field) => field.name)).toEqual([
      'receivedOn',
      'channel',
      'orderChecked',
      'consent',
      'shortened',
    ]);
    for (const field of provenance.fields!) expect(field.required).toBe(false);
  });

  it('requires nothing and holds no text to a pattern: the content check says what is missing or too long, in its words', () => {
    const fields = everyField();
    expect(fields.length).toBeGreaterThan(300);
    expect(fields.filter((field) => field.required !== false).map((field) => field.name)).toEqual([]);
    expect(
      fields.filter((field) => field.pattern !== undefined || field.min !== undefined).map((field) => field.name),
    ).toEqual([]);
    // A field the schema requires reads as its plain Italian name.
    expect(testimonialFields.find((field) => field.name === 'text')!.label).toBe(
      metaOf(schemaAt(testimonials.item, ['text']))!.title,
    );
  });

  it('gives every number the page’s own widget, which reads Italian notation (6.500, 0,5), whole or with decimals', () => {
    const numbers = everyField().filter((field) => field.widget === 'number' || field.widget === 'numero');
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers.filter((field) => field.widget !== 'numero')).toEqual([]);
    expect(testimonialFields.find((field) => field.name === 'rating')).toMatchObject({
      widget: 'numero',
      value_type: 'int',
    });
    const files = (decapConfig().collections as Array<{ files?: Array<{ file: string; fields: Field[] }> }>).flatMap(
      (collection) => collection.files ?? [],
    );
    const nutrition = files
      .find((entry) => entry.file === 'content/food-information.yaml')!
      .fields.find((field) => field.name === 'nutrition')!;
    expect(nutrition.fields!.find((field) => field.name === 'protein')).toMatchObject({
      widget: 'numero',
      value_type: 'float',
    });
  });

  it('lets an editor list the service’s closing days, each with a date picker, the last day optional', () => {
    const files = (decapConfig().collections as Array<{ files?: Array<{ file: string; fields: Field[] }> }>).flatMap(
      (collection) => collection.files ?? [],
    );
    const closedDays = files
      .find((entry) => entry.file === 'content/site.yaml')!
      .fields.find((field) => field.name === 'closedDays')!;
    expect(closedDays).toMatchObject({ widget: 'list', required: false });
    expect(closedDays.label!.endsWith(OPTIONAL_MARK)).toBe(true);
    const [from, to, reason] = closedDays.fields!;
    expect(from).toMatchObject({ name: 'from', widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(from.label!.endsWith(OPTIONAL_MARK)).toBe(false);
    expect(to).toMatchObject({ name: 'to', widget: 'datetime', format: 'YYYY-MM-DD', required: false });
    expect(to.label!.endsWith(OPTIONAL_MARK)).toBe(true);
    expect(reason).toMatchObject({ name: 'reason', widget: 'string' });
    expect(files.some((entry) => entry.file === 'content/team.yaml')).toBe(true);
  });
});

describe('the editing page’s prices (content/sales.yaml)', () => {
  const collections = decapConfig().collections as Array<{ files?: Array<{ file: string; fields: Field[] }> }>;
  const sales = collections
    .flatMap((collection) => collection.files ?? [])
    .find((entry) => entry.file === 'content/sales.yaml')!;
  const field = (...names: string[]) =>
    names.reduce<Field | undefined>(
      (group, name) => (group ? group.fields : sales.fields)?.find((entry) => entry.name === name),
      undefined,
    ) as Field & { label: string; pattern: [string, string] };

  it('takes a price as an Italian editor types it, «12,90», in a text box that the check holds to the rule: Decap’s number box would refuse the comma and save 12.9', () => {
    const price = field('prices', 'packs', 'price');
    expect(price.widget).toBe('string');
    expect(price.pattern).toBeUndefined();
    expect(field('delivery', 'costs', 'cost').widget).toBe('string');
  });

  it('names the new fields in Italian, from the schema', () => {
    for (const path of [
      ['prices'],
      ['prices', 'confirmed'],
      ['prices', 'packs'],
      ['delivery', 'costs'],
      ['minimumOrder'],
      ['bankTransfer', 'iban'],
    ]) {
      const entry = field(...path);
      expect(entry.label).not.toBe(path.at(-1));
      expect(entry.label).toMatch(/^[A-ZÀ-Ú]/);
    }
    expect(field('prices', 'confirmed').widget).toBe('boolean');
    expect(field('bankTransfer').required).toBe(false);
  });
});
