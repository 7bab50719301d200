import type { Activity } from '../types';

/** Ids 15-21 are fixed by the SPEC (footer shortcuts); kayaking (23) has no published trip on purpose. */
export const activities: Activity[] = [
  {
    id: 15, slug: 'hiking', theme: 'forest',
    name: { en: 'Hiking', es: 'Senderismo' },
    titulo60: { en: 'Hiking and trekking trips', es: 'Viajes de senderismo y trekking' },
    desc150: {
      en: 'Multi-day treks and hut-to-hut hikes on the world\'s great trails, in small groups with expert local guides.',
      es: 'Trekkings de varios días y travesías de refugio en refugio por los grandes senderos del mundo, con guías locales.',
    },
    description: {
      en: 'Walking is the best way to understand a landscape. Our hiking trips range from gentle village-to-village routes to high-altitude treks in the Himalaya, always with luggage transfers or porters so you carry only a day pack.',
      es: 'Caminar es la mejor forma de entender un paisaje. Nuestros viajes de senderismo van de rutas suaves entre pueblos a trekkings de altitud en el Himalaya, siempre con traslado de equipaje o porteadores para que lleves solo una mochila ligera.',
    },
  },
  {
    id: 16, slug: 'mountaineering', theme: 'snow',
    name: { en: 'Mountaineering', es: 'Alpinismo' },
    titulo60: { en: 'Mountaineering expeditions and summits', es: 'Expediciones de alpinismo y ascensiones' },
    desc150: {
      en: 'Guided ascents from your first 4,000-metre peak to Kilimanjaro, with acclimatisation and safety first.',
      es: 'Ascensiones guiadas desde tu primer cuatromil hasta el Kilimanjaro, con la aclimatación y la seguridad primero.',
    },
    description: {
      en: 'Mountaineering asks for patience as much as strength. Every ascent is led by certified guides with a low client ratio, a realistic acclimatisation plan and spare days for bad weather.',
      es: 'El alpinismo pide tanta paciencia como fuerza. Cada ascensión la dirigen guías titulados con pocos clientes por guía, un plan de aclimatación realista y días de reserva por mal tiempo.',
    },
  },
  {
    id: 17, slug: 'ski', theme: 'snow',
    name: { en: 'Ski', es: 'Esquí' },
    titulo60: { en: 'Ski touring and freeride trips', es: 'Viajes de esquí de travesía y freeride' },
    desc150: {
      en: 'Ski touring from hut to hut and freeride weeks in powder, in the Alps, the Pyrenees and the Arctic.',
      es: 'Esquí de travesía de refugio en refugio y semanas de freeride en nieve polvo, en los Alpes, los Pirineos y el Ártico.',
    },
    description: {
      en: 'Our ski trips are for confident skiers who want to leave the pistes behind. Guides choose slopes according to the avalanche bulletin, and every group carries transceivers, shovels and probes.',
      es: 'Nuestros viajes de esquí son para esquiadores seguros que quieren dejar atrás las pistas. Los guías eligen las laderas según el boletín de aludes y todo el grupo lleva ARVA, pala y sonda.',
    },
  },
  {
    id: 19, slug: 'sailing', theme: 'sea',
    name: { en: 'Sailing', es: 'Vela' },
    titulo60: { en: 'Sailing holidays with a skipper', es: 'Vacaciones en velero con patrón' },
    desc150: {
      en: 'A week aboard a sailing yacht with a professional skipper: quiet coves, island villages and swimming every day.',
      es: 'Una semana a bordo de un velero con patrón profesional: calas tranquilas, pueblos isleños y baños cada día.',
    },
    description: {
      en: 'No sailing experience is needed. You share a yacht with a small group, help with the ropes if you like, and wake up each morning in a different anchorage.',
      es: 'No hace falta experiencia. Compartes velero con un grupo pequeño, ayudas con los cabos si te apetece y cada mañana despiertas en un fondeadero distinto.',
    },
  },
  {
    id: 20, slug: 'tourism', theme: 'city',
    name: { en: 'Tourism', es: 'Turismo' },
    titulo60: { en: 'Active cultural tourism', es: 'Turismo cultural activo' },
    desc150: {
      en: 'Cities, safaris and road trips with short walks: culture and nature at an easy pace, with expert local guides.',
      es: 'Ciudades, safaris y rutas por carretera con paseos cortos: cultura y naturaleza a ritmo tranquilo, con guías locales.',
    },
    description: {
      en: 'Not every adventure needs a summit. Our tourism trips combine historic cities, markets, wildlife and easy walks, with comfortable hotels and time to enjoy each place.',
      es: 'No toda aventura necesita una cumbre. Nuestros viajes de turismo combinan ciudades históricas, mercados, fauna y paseos sencillos, con hoteles cómodos y tiempo para disfrutar de cada lugar.',
    },
  },
  {
    id: 21, slug: 'trail', theme: 'hills',
    name: { en: 'Trail running', es: 'Trail running' },
    titulo60: { en: 'Trail running camps and tours', es: 'Campus y travesías de trail running' },
    desc150: {
      en: 'Run the most beautiful mountain trails with coaches who plan distance, pace and technique for your level.',
      es: 'Corre los senderos de montaña más bonitos con entrenadores que adaptan distancia, ritmo y técnica a tu nivel.',
    },
    description: {
      en: 'Our trail-running trips are coached camps on iconic terrain. Each day has two pace groups, technique sessions on climbing and descending, and recovery time built in.',
      es: 'Nuestros viajes de trail running son campus con entrenador en terrenos míticos. Cada día hay dos grupos de ritmo, sesiones de técnica de subida y bajada y tiempo de recuperación.',
    },
  },
  {
    id: 22, slug: 'cycling', theme: 'hills',
    name: { en: 'Cycling', es: 'Ciclismo' },
    titulo60: { en: 'Cycling holidays by road and gravel', es: 'Viajes en bicicleta de carretera y gravel' },
    desc150: {
      en: 'Road and gravel cycling tours with support van, quality bikes and the best local food after every ride.',
      es: 'Rutas en bici de carretera y gravel con coche de apoyo, bicicletas de calidad y la mejor comida local tras cada etapa.',
    },
    description: {
      en: 'Cycling is the ideal speed for travel: fast enough to cover a region, slow enough to stop for coffee in every village. A support van carries luggage and tired legs.',
      es: 'La bicicleta es la velocidad ideal para viajar: lo bastante rápida para recorrer una región y lo bastante lenta para tomar un café en cada pueblo. Un coche de apoyo lleva el equipaje y las piernas cansadas.',
    },
  },
  {
    id: 23, slug: 'kayaking', theme: 'sea',
    name: { en: 'Kayaking', es: 'Kayak' },
    titulo60: { en: 'Sea kayaking expeditions', es: 'Expediciones en kayak de mar' },
    desc150: {
      en: 'Paddle fjords and coastlines in stable sea kayaks, camping on beaches reachable only from the water.',
      es: 'Rema por fiordos y costas en kayaks de mar estables, acampando en playas a las que solo se llega por el agua.',
    },
    description: {
      en: 'Our first sea-kayaking programmes are being tested this season. Ask us about private departures.',
      es: 'Nuestros primeros programas de kayak de mar se están probando esta temporada. Pregúntanos por salidas privadas.',
    },
  },
  {
    id: 24, slug: 'climbing', theme: 'peaks',
    name: { en: 'Climbing & via ferrata', es: 'Escalada y vía ferrata' },
    titulo60: { en: 'Climbing and via ferrata trips', es: 'Viajes de escalada y vía ferrata' },
    desc150: {
      en: 'Via ferratas in the Dolomites and sport climbing above the sea: vertical adventures with certified guides.',
      es: 'Vías ferratas en las Dolomitas y escalada deportiva sobre el mar: aventuras verticales con guías titulados.',
    },
    description: {
      en: 'Cables, ladders and bolted limestone make vertical terrain accessible. Our guides provide helmets, harnesses and lanyards, and teach every technique from the first day.',
      es: 'Cables, escaleras y caliza equipada hacen accesible el terreno vertical. Nuestros guías ponen casco, arnés y disipador, y enseñan cada técnica desde el primer día.',
    },
  },
];

export function activityById(id: number): Activity {
  const activity = activities.find((a) => a.id === id);
  if (!activity) throw new Error(`Unknown activity ${id}`);
  return activity;
}
