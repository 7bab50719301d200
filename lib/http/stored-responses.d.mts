export function mayStore(key: string, value: { kind?: string; status?: number } | null | undefined): boolean;
