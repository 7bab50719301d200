/** A header or dialog control (menu, account, favorites, close): at least 44 × 44 px, its content centred. */
export const squareControl = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 hover:bg-slate-100';
