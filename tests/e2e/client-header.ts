/**
 * The header that tells the browser tests' server which visitor a request comes from: scripts/test.ts names it as the
 * server's CLIENT_IP_HEADER, and the shared fixture (support/test.ts) sends a value of its own for each test.
 */
export const E2E_CLIENT_HEADER = 'x-e2e-client';
