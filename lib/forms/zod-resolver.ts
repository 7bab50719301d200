import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Schema<T extends FieldValues> = z.ZodType<unknown, T>;

/**
 * react-hook-form's resolver for a zod schema. Each field gets the message (a message key) of its first issue,
 * nested the way react-hook-form reads errors, so `travellers.1.lastName` is found under errors.travellers[1].
 * Given a loader instead of a schema, it loads the schema on the first validation, so a page whose form is rarely
 * used does not ship zod with its first JavaScript.
 */
export function zodResolver<T extends FieldValues>(schemaOrLoader: Schema<T> | (() => Promise<Schema<T>>)): Resolver<T> {
  let schema: Promise<Schema<T>> | null = typeof schemaOrLoader === 'function' ? null : Promise.resolve(schemaOrLoader);
  return async (values) => {
    // A load that failed (the network dropped) is tried again on the next validation.
    schema ??= (schemaOrLoader as () => Promise<Schema<T>>)().catch((error: unknown) => {
      schema = null;
      throw error;
    });
    const result = await (await schema).safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      if (issue.path.length === 0) continue;
      let node: Record<string, unknown> = errors;
      issue.path.forEach((part, i) => {
        const key = String(part);
        if (i === issue.path.length - 1) {
          node[key] ??= { type: issue.code, message: issue.message };
        } else {
          node[key] ??= typeof issue.path[i + 1] === 'number' ? [] : {};
          node = node[key] as Record<string, unknown>;
        }
      });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
