export const LOADER_PATH: string;
export const INERT_TYPE: string;
export function scriptsAfterPaint(html: string): string;
export function scriptsAfterPaintInPieces(): { write(piece: string): string; end(): string };
