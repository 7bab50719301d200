/** The consent banner's and dialog's buttons. */
export const consentButtonClass = 'min-h-11 rounded-md px-4 py-2 text-sm font-semibold';
