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
