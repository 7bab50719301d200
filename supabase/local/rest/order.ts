import { parseError } from './errors';
import { fieldSql, parseField } from './field';
import { splitTopLevel } from './filters';
import type { Params } from './sql';

/** order=a.desc.nullslast,b -> order by "a" desc nulls last, "b" */
export function orderSql(order: string | null, params: Params, qualifier?: string): string {
  if (order === null) return '';
  if (order.trim() === '') throw parseError('empty order parameter');
  const terms = splitTopLevel(order).map((term) => {
    const [fieldRaw = '', ...modifiers] = term.split('.');
    if (/[()!]/.test(fieldRaw)) {
      throw parseError(`ordering the top level by an embedded resource's column is not supported by the local backend: "${term}"`,
        null, 'Order the embedded rows with <embed>.order=<column>, or sort the answer in the client');
    }
    let direction = '';
    let nulls = '';
    for (const modifier of modifiers) {
      if ((modifier === 'asc' || modifier === 'desc') && !direction && !nulls) direction = ` ${modifier}`;
      else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && !nulls) nulls = modifier === 'nullsfirst' ? ' nulls first' : ' nulls last';
      else throw parseError(`failed to parse order (${order})`, `"${modifier}" is not asc, desc, nullsfirst or nullslast`);
    }
    return `${fieldSql(parseField(fieldRaw), params, qualifier)}${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}
