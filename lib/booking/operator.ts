import 'server-only';
import { site } from '@/lib/site';

/**
 * The operator's legal details that receipts and invoices print (every one is in .env.example). Server-only: the
 * documents are made on the server.
 */
export interface OperatorDetails {
  legalName: string;
  taxId: string;
  address: string;
  /** The travel agency licence or registry entry the law asks a package organiser to show. */
  registration: string;
  email: string;
  /** The VAT wording of the invoice (travel agencies in the EU usually invoice under the special scheme). */
  vatNote: string;
}

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export function operatorDetails(): OperatorDetails {
  return {
    legalName: env('OPERATOR_LEGAL_NAME', `${site.name} S.L.`),
    taxId: env('OPERATOR_TAX_ID', 'B00000000'),
    address: env('OPERATOR_ADDRESS', 'Calle Mayor 1, 08001 Barcelona, Spain'),
    registration: env('OPERATOR_REGISTRATION', 'GC-0000-CAT'),
    email: env('OPERATOR_EMAIL', site.email),
    vatNote: env('OPERATOR_VAT_NOTE', 'Régimen especial de las agencias de viajes (VAT special scheme for travel agencies).'),
  };
}
