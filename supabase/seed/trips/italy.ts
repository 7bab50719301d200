import { day, type TripTemplate } from '../types';

export const italyTrips: TripTemplate[] = [
  {
    key: 'tuscany-cycling', country: 'IT', activity: 22, theme: 'hills', difficulty: 2, groupType: 'open',
    priceEuros: 1390, discount: 10, deposit: 30, variant: 'premium', capacity: 14,
    slug: { en: 'tuscany-by-bike-chianti-val-d-orcia', es: 'toscana-en-bici-chianti-val-d-orcia' },
    title: { en: 'Tuscany by Bike: Chianti and Val d\'Orcia', es: 'La Toscana en bici: Chianti y Val d\'Orcia' },
    summary: {
      en: 'Seven days cycling white gravel roads and quiet lanes from Siena to Montepulciano, with e-bikes available.',
      es: 'Siete días pedaleando por caminos blancos y carreteras tranquilas de Siena a Montepulciano, con e-bikes disponibles.',
    },
    intro: {
      en: 'The strade bianche of Tuscany were made for bicycles: gravel roads that wind between vineyards, cypress avenues and hilltop villages. We ride 40 to 65 km a day, choosing between a standard and a long option, with a support van behind the group. Wine tastings in Chianti, pecorino in Pienza and the hot springs of Bagno Vignoni are part of the programme.',
      es: 'Las strade bianche de la Toscana parecen hechas para la bici: caminos de grava que serpentean entre viñedos, avenidas de cipreses y pueblos en lo alto de las colinas. Pedaleamos de 40 a 65 km al día, con opción corta y larga y furgoneta de apoyo. Las catas en el Chianti, el pecorino de Pienza y las termas de Bagno Vignoni forman parte del programa.',
    },
    highlights: {
      en: ['The white gravel roads of the Eroica', 'Wine tasting at a Chianti Classico estate', 'Pienza, the ideal Renaissance town', 'Thermal baths of Bagno Vignoni', 'Support van and e-bikes on request'],
      es: ['Los caminos blancos de la Eroica', 'Cata en una bodega de Chianti Classico', 'Pienza, la ciudad ideal del Renacimiento', 'Las termas de Bagno Vignoni', 'Furgoneta de apoyo y e-bikes a petición'],
    },
    days: [
      day('Siena', 'Bike fitting and a sunset ride to the Piazza del Campo.', 'Siena', 'Ajuste de bicis y paseo al atardecer hasta la Piazza del Campo.'),
      day('Chianti loop', 'Through Castellina and Radda with a wine tasting, 58 km.', 'Bucle del Chianti', 'Por Castellina y Radda con cata de vino, 58 km.'),
      day('Crete Senesi', 'Clay hills and the abbey of Monte Oliveto Maggiore, 52 km.', 'Crete Senesi', 'Colinas de arcilla y la abadía de Monte Oliveto Maggiore, 52 km.'),
      day('Montalcino', 'Strade bianche to the home of Brunello, 47 km.', 'Montalcino', 'Strade bianche hasta la cuna del Brunello, 47 km.'),
      day('Val d\'Orcia', 'The cypresses of the Val d\'Orcia and the hot springs of Bagno Vignoni, 44 km.', 'Val d\'Orcia', 'Los cipreses del Val d\'Orcia y las termas de Bagno Vignoni, 44 km.'),
      day('Pienza and Montepulciano', 'Pecorino in Pienza and a final climb to Montepulciano, 40 km.', 'Pienza y Montepulciano', 'Pecorino en Pienza y última subida a Montepulciano, 40 km.'),
      day('Departure', 'Transfer to Florence or Siena station.', 'Salida', 'Traslado a la estación de Florencia o de Siena.'),
    ],
    includes: {
      en: ['Cycling guide and support van', 'Six nights in agriturismi and boutique hotels, half board', 'Hybrid or gravel bike rental', 'Wine tasting and luggage transfers'],
      es: ['Guía ciclista y furgoneta de apoyo', 'Seis noches en agroturismos y hoteles boutique, media pensión', 'Alquiler de bici híbrida o gravel', 'Cata de vino y traslado de equipaje'],
    },
    excludes: {
      en: ['Travel to Siena', 'E-bike supplement (120 euros)', 'Lunches'],
      es: ['Viaje hasta Siena', 'Suplemento de e-bike (120 euros)', 'Comidas de mediodía'],
    },
    season: { en: 'April to June and September to October', es: 'de abril a junio y de septiembre a octubre' },
    meeting: { en: 'our hotel in Siena at 4 pm on day 1', es: 'nuestro hotel de Siena a las 16:00 del día 1' },
    faq: {
      q: { en: 'Can I bring my own bike?', es: '¿Puedo llevar mi propia bici?' },
      a: {
        en: 'Yes, and we lower the price by 150 euros. Gravel tyres of at least 35 mm are recommended for the strade bianche.',
        es: 'Sí, y descontamos 150 euros del precio. Para las strade bianche recomendamos neumáticos de gravel de al menos 35 mm.',
      },
    },
    stops: [
      { name: 'Siena', lon: 11.331, lat: 43.318 }, { name: 'Radda in Chianti', lon: 11.373, lat: 43.486 },
      { name: 'Monte Oliveto Maggiore', lon: 11.544, lat: 43.175 }, { name: 'Montalcino', lon: 11.489, lat: 43.058 },
      { name: 'Bagno Vignoni', lon: 11.619, lat: 43.028 }, { name: 'Pienza', lon: 11.679, lat: 43.077 },
      { name: 'Montepulciano', lon: 11.783, lat: 43.092 },
    ],
  },
  {
    key: 'dolomites-via-ferrata', country: 'IT', activity: 24, theme: 'peaks', difficulty: 3, groupType: 'both',
    priceEuros: 1490, deposit: 30, featured: true, variant: 'private', capacity: 8,
    slug: { en: 'dolomites-via-ferrata-week', es: 'semana-vias-ferratas-dolomitas' },
    title: { en: 'Dolomites Via Ferrata Week', es: 'Semana de vías ferratas en las Dolomitas' },
    summary: {
      en: 'Six days on the iron paths of the Dolomites around Cortina and the Sella, with First World War tunnels and huts.',
      es: 'Seis días por los caminos de hierro de las Dolomitas en Cortina y el Sella, con túneles de la Gran Guerra y refugios.',
    },
    intro: {
      en: 'The vie ferrate were born in the Dolomites, where soldiers fixed cables and ladders to move along the front between 1915 and 1917. Today they let hikers reach summits that would otherwise need climbing skills. We progress from the short Averau to the famous Punta Anna and the Lagazuoi tunnels, always clipped in and with a guide for every four people.',
      es: 'Las vías ferratas nacieron en las Dolomitas, donde los soldados fijaron cables y escaleras para moverse por el frente entre 1915 y 1917. Hoy permiten a los senderistas llegar a cumbres que exigirían saber escalar. Progresamos de la corta Averau a la famosa Punta Anna y los túneles del Lagazuoi, siempre asegurados y con un guía cada cuatro personas.',
    },
    highlights: {
      en: ['Ferrata Punta Anna above Cortina', 'The First World War tunnels of Lagazuoi', 'Sunset at the Rifugio Averau', 'Piz Boè summit on the Sella massif', 'The Tre Cime di Lavaredo circuit'],
      es: ['La ferrata Punta Anna sobre Cortina', 'Los túneles de la Gran Guerra en el Lagazuoi', 'Atardecer en el refugio Averau', 'La cumbre del Piz Boè en el macizo del Sella', 'El circuito de las Tre Cime di Lavaredo'],
    },
    days: [
      day('Cortina d\'Ampezzo', 'Equipment fitting and a technique session on a training crag.', 'Cortina d\'Ampezzo', 'Ajuste del material y técnica en una pared escuela.'),
      day('Averau and Nuvolau', 'A short first ferrata and a night in the Rifugio Averau.', 'Averau y Nuvolau', 'Una primera ferrata corta y noche en el refugio Averau.'),
      day('Lagazuoi tunnels', 'Descend through the wartime galleries of the Lagazuoi.', 'Túneles del Lagazuoi', 'Bajamos por las galerías de guerra del Lagazuoi.'),
      day('Punta Anna', 'The long, airy ferrata above Cortina on the Tofana di Mezzo.', 'Punta Anna', 'La larga y aérea ferrata sobre Cortina en la Tofana di Mezzo.'),
      day('Piz Boè', 'Transfer to the Sella pass and the Cesare Piazzetta ferrata to Piz Boè.', 'Piz Boè', 'Traslado al paso Sella y ferrata Cesare Piazzetta hasta el Piz Boè.'),
      day('Tre Cime di Lavaredo', 'A farewell hike around the Tre Cime and departure.', 'Tre Cime di Lavaredo', 'Caminata de despedida alrededor de las Tre Cime y salida.'),
    ],
    includes: {
      en: ['IFMGA guide (one for four people)', 'Five nights in hotels and huts, half board', 'Helmet, harness and via ferrata lanyard', 'Transfers and lifts in the programme'],
      es: ['Guía UIAGM (uno cada cuatro personas)', 'Cinco noches en hoteles y refugios, media pensión', 'Casco, arnés y disipador de vía ferrata', 'Traslados y remontes del programa'],
    },
    excludes: {
      en: ['Travel to Cortina d\'Ampezzo', 'Lunches and drinks', 'Single room supplement'],
      es: ['Viaje hasta Cortina d\'Ampezzo', 'Comidas y bebidas', 'Suplemento de habitación individual'],
    },
    season: { en: 'late June to September', es: 'de finales de junio a septiembre' },
    meeting: { en: 'our hotel in Cortina d\'Ampezzo at 5 pm on day 1', es: 'nuestro hotel de Cortina d\'Ampezzo a las 17:00 del día 1' },
    faq: {
      q: { en: 'I am afraid of heights. Is this for me?', es: 'Tengo vértigo. ¿Es para mí?' },
      a: {
        en: 'Mild unease is normal and usually fades on day 2. The guide chooses routes with escape options and never hurries anyone.',
        es: 'Una ligera inquietud es normal y suele pasar el segundo día. El guía elige rutas con escapatorias y nunca mete prisa a nadie.',
      },
    },
    stops: [
      { name: 'Cortina d\'Ampezzo', lon: 12.136, lat: 46.540 }, { name: 'Rifugio Averau', lon: 12.037, lat: 46.503 },
      { name: 'Lagazuoi', lon: 12.008, lat: 46.527 }, { name: 'Punta Anna', lon: 12.073, lat: 46.535 },
      { name: 'Piz Boè', lon: 11.829, lat: 46.509 }, { name: 'Tre Cime di Lavaredo', lon: 12.304, lat: 46.618 },
    ],
  },
];
