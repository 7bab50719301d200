// Supabase Edge (Deno) exposes settings through Deno.env, the local backend (Node) through process.env.
interface DenoLike {
  env: { get(name: string): string | undefined };
}
interface ProcessLike {
  env: Record<string, string | undefined>;
}

export function getEnv(name: string): string | undefined {
  const scope = globalThis as { Deno?: DenoLike; process?: ProcessLike };
  const value = scope.Deno?.env.get(name) ?? scope.process?.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function requireEnv(name: string): string {
  const value = getEnv(name);
  if (!value) throw new Error(`${name} is not set for this function`);
  return value;
}
