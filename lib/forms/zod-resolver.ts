import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Schema<T extends FieldValues> = z.ZodType<unknown, T>;

/**
 * A load that runs once and is shared by every caller; one that failed (the network dropped) is tried again by the
 * next call. For a schema a form loads on first use, and may start loading earlier (on focus, say).
 */
export function loadOnce<V>(load: () => Promise<V>): () => Promise<V> {
  let loading: Promise<V> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * react-hook-form's resolver for a zod schema. Each field gets the message (a message key) of its first issue,
 * nested the way react-hook-form reads errors, so `travellers.1.lastName` is found under errors.travellers[1].
 * Given a loader instead of a schema, it loads the schema on the first validation, so a page whose form is rarely
 * used does not ship zod with its first JavaScript.
 */
export function zodResolver<T extends FieldValues>(schemaOrLoader: Schema<T> | (() => Promise<Schema<T>>)): Resolver<T> {
  const schema = typeof schemaOrLoader === 'function' ? loadOnce(schemaOrLoader) : () => Promise.resolve(schemaOrLoader);
  return async (values) => {
    const result = await (await schema()).safeParseAsync(values);
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
