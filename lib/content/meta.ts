import { z } from 'zod';
import type { PhotoPlace } from '@/lib/photos';

/**
 * What the editing page, the editors' guide and the error messages know about a field:
 * its Italian name, a hint, and what kind of value it holds. Kept in a registry of its own
 * (not zod's global one) so every key is typed.
 */
export interface FieldMeta {
  /** The field's Italian name, e.g. "Valutazione". */
  title: string;
  /** One sentence that helps the editor fill it in. */
  hint?: string;
  /** Decides the editing widget and the extra checks. */
  kind?: FieldKind;
  /** Labels of the values of a choice, by value. */
  options?: Record<string, string>;
  /** For a collection item: the field that names it in lists and error messages. */
  nameField?: string;
  /** For a list: what one entry is called, e.g. "voce". */
  itemNoun?: string;
  /** A text's fewest and most characters, a number's or a list's smallest and largest. */
  min?: number;
  max?: number;
  /** In a YAML file the value is written between double quotes (the guide says so). */
  quoted?: boolean;
  /** A picture: where it is shown, when a photo may go there (lib/photos.ts). */
  place?: PhotoPlace;
}

export type FieldKind =
  | 'text'
  | 'multiline'
  | 'markdown'
  | 'link'
  | 'route'
  | 'image'
  | 'email'
  | 'date'
  | 'day'
  | 'month'
  | 'vat'
  | 'euro'
  | 'iban'
  | 'integer'
  | 'decimal'
  | 'choice'
  | 'order'
  | 'list'
  | 'boolean'
  | 'group';

export const contentMeta = z.registry<FieldMeta>();

/** Attaches the Italian name and hint to a schema; returns the same schema. */
export function described<S extends z.ZodType>(schema: S, meta: FieldMeta): S {
  contentMeta.add(schema, meta);
  return schema;
}

export function metaOf(schema: z.ZodType | undefined): FieldMeta | undefined {
  if (!schema) return undefined;
  return (
    contentMeta.get(schema) ??
    (schema instanceof z.ZodOptional ? contentMeta.get(schema.unwrap() as z.ZodType) : undefined)
  );
}

/** The schema found by following a path of keys and indexes, through optional wrappers. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    current = unwrap(current);
    if (current instanceof z.ZodObject) current = (current.shape as Record<string, z.ZodType>)[String(key)];
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodRecord) current = current.valueType as z.ZodType;
    else return undefined;
  }
  return current;
}

export function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}
