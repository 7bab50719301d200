export type RequestRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestContext {
  role: RequestRole;
  /** The verified JWT claims (sub, role, email, ...), set as request.jwt.claims for the transaction. */
  claims: Record<string, unknown>;
}

export interface RestRequest {
  method: string;
  /** The path after /rest/v1, e.g. "/trips" or "/rpc/submit_inquiry". */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: string;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
