/**
 * Runs once when a Next.js server starts, in the Node.js server: TRACE and TRACK get a 405 instead of a 500, and a
 * prerendered page is written to the socket as bytes rather than as a string, and a streamed page's scripts are marked
 * to come after its first paint (lib/http/string-bodies.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ refuseUnsupportedMethods }, { sendLargeStringsAsBytes }] = await Promise.all([
      import('./lib/http/unsupported-methods'),
      import('./lib/http/string-bodies'),
    ]);
    refuseUnsupportedMethods();
    sendLargeStringsAsBytes();
  }
}
