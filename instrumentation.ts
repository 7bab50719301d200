/** Runs once when a Next.js server starts: in the Node.js server, TRACE and TRACK get a 405 instead of a 500. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsupportedMethods } = await import('./lib/http/unsupported-methods');
    refuseUnsupportedMethods();
  }
}
