/** @jest-environment node */
import { testimonials } from '@/content/schemas/cards';
import { decapConfig } from '@/lib/content/decap-config';

type Field = { name: string; required?: boolean; widget?: string; fields?: Field[] };

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
});
