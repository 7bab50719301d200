import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The names of the fields that have an error ("email", "travellers.0.firstName"), as react-hook-form registers them. */
export function errorPaths(errors: FieldErrors<FieldValues>): string[] {
  const paths: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    if (typeof (node as { type?: unknown }).type === 'string') {
      paths.push(path);
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'root') walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return paths;
}

/**
 * Focuses the first field of `form`, in the page's order, whose name is in `names`, and brings it to the middle of
 * the screen (a sticky header would cover a field scrolled only to the top).
 */
export function focusFirstInvalid(form: HTMLFormElement, names: string[]): void {
  const wanted = new Set(names);
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!wanted.has(element.name) || element.disabled) continue;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center' });
    return;
  }
}
