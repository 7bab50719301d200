export function stylesheetPreloads(html: string): string | null;
