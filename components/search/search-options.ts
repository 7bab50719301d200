/** The choices of the search form that come from data (passed from the server page to the client leaf). */
export interface SearchChoice {
  value: string;
  label: string;
}

export interface SearchChoices {
  activities: SearchChoice[];
  destinations: SearchChoice[];
  months: SearchChoice[];
}
