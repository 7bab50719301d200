// Words visitors use, in English and Spanish, already normalized (lower case, no accents). Activity and country
// names from the catalogue are understood as well; these add synonyms and regions.

export const ACTIVITY_PATTERNS: Record<number, RegExp> = {
  15: /\b(hik(e|es|ing)|trek(s|king)?|walk(s|ing)?|senderismo|caminatas?|caminar|excursion(es)?)\b/,
  16: /\b(mountaineering|alpinism|alpinismo|montanismo|summits?|cumbres?|ascents?|ascension(es)?|peaks?|picos?|cimas?)\b/,
  17: /\b(ski|skis|skiing|esqui|esquiar|freeride|skimo)\b/,
  19: /\b(sail|sails|sailing|sailboats?|yacht(s|ing)?|boats?|vela|veleros?|navegar|navegacion|barcos?)\b/,
  20: /\b(tourism|culture|cultural(es)?|safaris?|sightseeing|turismo|cultura|cities|ciudades)\b/,
  21: /\b(trail running|trail runs?|running|runners?|run|correr|carreras? de montana)\b/,
  22: /\b(cycling|cycle|bikes?|biking|bicycles?|ciclismo|bicis?|bicicletas?)\b/,
  23: /\b(kayaks?|kayaking|paddl(e|ing)|piraguas?|piraguismo)\b/,
  24: /\b(climbing|via ferrata|ferratas?|escalada|escalar)\b/,
};

/** Regions, by the English names of the countries they cover. */
export const REGIONS: { pattern: RegExp; countries: string[] }[] = [
  { pattern: /\b(himalayas?|himalaya)\b/, countries: ['Nepal'] },
  { pattern: /\b(alps|alpes|alpine|alpino|alpina)\b/, countries: ['France', 'Switzerland', 'Italy'] },
  { pattern: /\bpatagonia\b/, countries: ['Chile', 'Argentina'] },
  { pattern: /\b(andes|andean|andino)\b/, countries: ['Peru', 'Chile', 'Argentina'] },
  { pattern: /\b(south america|sudamerica|suramerica|america del sur|latin america|latinoamerica)\b/, countries: ['Peru', 'Chile', 'Argentina'] },
  { pattern: /\b(africa|african|africano)\b/, countries: ['Morocco', 'Tanzania'] },
  { pattern: /\b(scandinavia|escandinavia|nordic|nordicos?)\b/, countries: ['Norway', 'Iceland'] },
  { pattern: /\b(mediterranean|mediterraneo)\b/, countries: ['Spain', 'Italy', 'Greece'] },
  { pattern: /\b(asia)\b/, countries: ['Nepal'] },
];

export const MONTHS: RegExp[] = [
  /\b(january|enero)\b/,
  /\b(february|febrero)\b/,
  /\b(march|marzo)\b/,
  /\b(april|abril)\b/,
  /\b(may(?! (i|we)\b)|mayo)\b/,
  /\b(june|junio)\b/,
  /\b(july|julio)\b/,
  /\b(august|agosto)\b/,
  /\b(september|sept|septiembre|setiembre)\b/,
  /\b(october|octubre)\b/,
  /\b(november|noviembre)\b/,
  /\b(december|diciembre)\b/,
];

export const SEASONS: { pattern: RegExp; months: number[] }[] = [
  { pattern: /\b(summer|verano)\b/, months: [6, 7, 8] },
  { pattern: /\b(winter|invierno)\b/, months: [12, 1, 2] },
  { pattern: /\b(spring|primavera)\b/, months: [3, 4, 5] },
  { pattern: /\b(autumn|otono)\b/, months: [9, 10, 11] },
];

export const NEXT_MONTH = /\b(next month|mes que viene|proximo mes|mes proximo|siguiente mes)\b/;
export const THIS_MONTH = /\b(this month|este mes)\b/;

export const LEVELS: { pattern: RegExp; min: number; max: number }[] = [
  {
    pattern: /\b(easy|easier|gentle|beginners?|relaxed|leisurely|first timers?|no experience|facil(es)?|sencillos?|principiantes?|iniciacion|tranquilos?|relajados?|suaves?|sin experiencia)\b/,
    min: 1,
    max: 2,
  },
  { pattern: /\b(moderate|intermediate|medium|moderad[oa]s?|intermedi[oa]s?|nivel medio)\b/, min: 2, max: 3 },
  {
    pattern: /\b(hard|harder|difficult|challenging|demanding|tough|advanced|experts?|strenuous|dificil(es)?|exigentes?|duros?|avanzad[oa]s?|expert[oa]s?|desafiantes?|retos?)\b/,
    min: 4,
    max: 5,
  },
];
export const LEVEL_NUMBER = /\b(?:level|nivel|difficulty|dificultad)\s+([1-5])\b/;

export const PRIVATE_GROUP = /\b(private|privad[oa]s?|tailor made|a medida|exclusive|exclusiv[oa]s?|just (us|my family|my friends)|solo nosotros|en familia|with my family|con mi familia)\b/;
export const OPEN_GROUP = /\b(open groups?|grupos? abiertos?|join a group|unirme a un grupo|solo travell?ers?|travell?ing alone|travel alone|viajo sol[oa]|viajar sol[oa]|by myself)\b/;

export const WANTS_DEPARTURES = /\b(when|next departures?|departures?|dates?|available|availability|spots?|places?|seats?|cuando|salidas?|fechas?|disponib\w*|plazas?|huecos?|libres?)\b/;
export const CHEAPEST = /\b(cheap|cheapest|cheaper|affordable|inexpensive|low cost|baratos?|baratas?|mas barat[oa]s?|economic[oa]s?|asequibles?)\b/;

export const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|hola|buenas( tardes| noches)?|buenos dias|que tal)( there)?$/;
export const THANKS = /^(thanks|thank you|thank you very much|many thanks|cheers|gracias|muchas gracias|mil gracias)( (a lot|so much))?$/;
export const CONTACT = /\b(contact|phone|call|email|e mail|whatsapp|human|person|agent|speak|talk to|contacto|contactar|telefono|llamar|correo|hablar|persona|agente)\b/;
export const BROWSE = /\b(trips?|viajes?|tours?|adventures?|aventuras?|holidays?|vacaciones|recommend\w*|recomiend\w*|recomend\w*|suggest\w*|suger\w*|ideas?|offer|ofrec\w*|what do you have|que teneis|que tienes)\b/;

/** Words that are too common in trip titles to name one trip. */
export const TITLE_STOP_WORDS = new Set([
  'route', 'ruta', 'trail', 'sendero', 'week', 'semana', 'camino', 'highlights', 'nights', 'noches', 'group', 'grupo',
  'first', 'primeros', 'private', 'privado', 'edition', 'edicion', 'islands', 'islas', 'ascent', 'ascension',
  'trekking', 'camp', 'campamento', 'running', 'cities', 'ciudades', 'sailing', 'velero', 'through', 'about',
  'where', 'which', 'there', 'trips', 'viajes', 'premium', 'peaks', 'picos', 'imperial', 'imperiales', 'semanas',
  'tienen', 'tenes', 'teneis', 'would', 'could', 'quiero', 'busco', 'looking', 'please', 'favor', 'salida', 'salidas',
]);
