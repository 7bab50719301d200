import { day, type TripTemplate } from '../types';

export const northTrips: TripTemplate[] = [
  {
    key: 'laugavegur', country: 'IS', activity: 15, theme: 'volcanic', difficulty: 3, groupType: 'open',
    priceEuros: 1950, deposit: 30, variant: 'private', capacity: 12,
    slug: { en: 'laugavegur-trail-iceland', es: 'sendero-laugavegur-islandia' },
    title: { en: 'Laugavegur Trail: Landmannalaugar to Þórsmörk', es: 'Sendero Laugavegur: de Landmannalaugar a Þórsmörk' },
    summary: {
      en: 'Six days across Iceland\'s Highlands: rhyolite mountains, steaming vents, black deserts and glacier rivers.',
      es: 'Seis días por las Tierras Altas de Islandia: montañas de riolita, fumarolas, desiertos negros y ríos glaciares.',
    },
    intro: {
      en: 'The Laugavegur links the hot springs of Landmannalaugar with the green valley of Þórsmörk over 55 km of the most colourful terrain in Iceland. We walk it in four stages, sleeping in mountain huts, and add the Fimmvörðuháls pass between two glaciers as an optional final day. A support vehicle meets us in the middle with fresh food.',
      es: 'El Laugavegur une las aguas termales de Landmannalaugar con el verde valle de Þórsmörk a lo largo de 55 km del terreno más colorido de Islandia. Lo recorremos en cuatro etapas, durmiendo en refugios, y añadimos como último día opcional el paso de Fimmvörðuháls entre dos glaciares. Un vehículo de apoyo nos encuentra a mitad de camino con comida fresca.',
    },
    highlights: {
      en: ['Natural hot pool at Landmannalaugar', 'Obsidian lava field of Laugahraun', 'Lake Álftavatn beneath the glaciers', 'River crossings on the black desert', 'Birch woods of Þórsmörk', 'Optional Fimmvörðuháls volcano pass'],
      es: ['Piscina termal natural en Landmannalaugar', 'El campo de lava de obsidiana de Laugahraun', 'El lago Álftavatn bajo los glaciares', 'Vadeo de ríos en el desierto negro', 'Los bosques de abedules de Þórsmörk', 'Paso volcánico opcional de Fimmvörðuháls'],
    },
    days: [
      day('Reykjavík to Landmannalaugar', 'Highland bus to Landmannalaugar and a soak in the hot river.', 'De Reikiavik a Landmannalaugar', 'Autobús de las Tierras Altas a Landmannalaugar y baño en el río caliente.'),
      day('Hrafntinnusker', 'Through obsidian and steaming vents to the hut at 1,050 m, 12 km.', 'Hrafntinnusker', 'Entre obsidiana y fumarolas hasta el refugio a 1.050 m, 12 km.'),
      day('Álftavatn', 'Descent with views of three glaciers to the lake of Álftavatn, 12 km.', 'Álftavatn', 'Bajada con vistas a tres glaciares hasta el lago Álftavatn, 12 km.'),
      day('Emstrur', 'River crossings and the black sand desert of Mælifellssandur, 16 km.', 'Emstrur', 'Vadeo de ríos y el desierto de arena negra de Mælifellssandur, 16 km.'),
      day('Þórsmörk', 'The canyon of Markarfljót and birch woods of Þórsmörk, 15 km.', 'Þórsmörk', 'El cañón del Markarfljót y los abedules de Þórsmörk, 15 km.'),
      day('Return to Reykjavík', 'Optional morning hike, then the bus back to Reykjavík.', 'Regreso a Reikiavik', 'Caminata matinal opcional y autobús de vuelta a Reikiavik.'),
    ],
    includes: {
      en: ['Icelandic mountain guide', 'Four hut nights and one hotel night in Reykjavík', 'All meals on the trail', 'Highland bus transfers and luggage support'],
      es: ['Guía de montaña islandés', 'Cuatro noches en refugio y una de hotel en Reikiavik', 'Todas las comidas en el sendero', 'Autobuses de las Tierras Altas y apoyo con el equipaje'],
    },
    excludes: {
      en: ['Flights to Keflavík', 'Sleeping bag (rental 30 euros)', 'Dinner in Reykjavík'],
      es: ['Vuelos a Keflavík', 'Saco de dormir (alquiler 30 euros)', 'Cena en Reikiavik'],
    },
    season: { en: 'early July to early September, when the Highland roads open', es: 'de principios de julio a principios de septiembre, cuando abren las pistas' },
    meeting: { en: 'the BSÍ bus terminal in Reykjavík at 7 am on day 1', es: 'la terminal de autobuses BSÍ de Reikiavik a las 7:00 del día 1' },
    faq: {
      q: { en: 'How do the river crossings work?', es: '¿Cómo se vadean los ríos?' },
      a: {
        en: 'Most rivers are knee deep. Bring sandals or water shoes; the guide chooses the crossing point and we link arms in the current.',
        es: 'La mayoría de los ríos cubren hasta la rodilla. Lleva sandalias o escarpines; el guía elige el punto de paso y cruzamos agarrados del brazo.',
      },
    },
    stops: [
      { name: 'Landmannalaugar', lon: -19.060, lat: 63.991 }, { name: 'Hrafntinnusker', lon: -19.168, lat: 63.933 },
      { name: 'Álftavatn', lon: -19.228, lat: 63.857 }, { name: 'Emstrur', lon: -19.375, lat: 63.766 },
      { name: 'Þórsmörk', lon: -19.513, lat: 63.683 },
    ],
  },
  {
    key: 'lyngen', country: 'NO', activity: 17, theme: 'snow', difficulty: 4, groupType: 'open',
    priceEuros: 2450, deposit: 30, featured: true, variant: 'premium', capacity: 8,
    slug: { en: 'lyngen-alps-ski-touring', es: 'esqui-de-travesia-alpes-de-lyngen' },
    title: { en: 'Lyngen Alps Ski Touring', es: 'Esquí de travesía en los Alpes de Lyngen' },
    summary: {
      en: 'Six days of ski touring from a fjord-side lodge above the Arctic Circle, skiing from summits down to the sea.',
      es: 'Seis días de esquí de travesía desde un lodge junto al fiordo sobre el Círculo Polar, de la cumbre hasta el mar.',
    },
    intro: {
      en: 'The Lyngen peninsula rises 1,800 m straight out of the sea, and in April the sun barely sets. From our lodge on the fjord we tour a different peak every day, sometimes reaching the start by boat, and finish with descents that end on the beach. Evenings bring sauna, Arctic char and, early in the season, the northern lights.',
      es: 'La península de Lyngen se alza 1.800 m directamente desde el mar y en abril el sol apenas se pone. Desde nuestro lodge junto al fiordo subimos un pico distinto cada día, a veces llegando al inicio en barco, y terminamos con descensos que acaban en la playa. Las tardes traen sauna, salvelino ártico y, a principios de temporada, auroras boreales.',
    },
    highlights: {
      en: ['Descents from summit to sea', 'A boat-access tour across the fjord', 'Midnight sun skiing in late April', 'Sauna and Arctic cuisine at the lodge', 'Northern lights in March'],
      es: ['Descensos de la cumbre al mar', 'Una travesía con acceso en barco por el fiordo', 'Esquí con sol de medianoche a finales de abril', 'Sauna y cocina ártica en el lodge', 'Auroras boreales en marzo'],
    },
    days: [
      day('Tromsø to Lyngen', 'Transfer by road and ferry to the lodge; transceiver practice.', 'De Tromsø a Lyngen', 'Traslado por carretera y ferri hasta el lodge; práctica con el ARVA.'),
      day('Rørnestinden', 'A classic first tour with 1,000 m of descent to the fjord.', 'Rørnestinden', 'Una primera travesía clásica con 1.000 m de descenso hasta el fiordo.'),
      day('Storgalten', 'Steeper slopes and a summit view over the whole peninsula.', 'Storgalten', 'Laderas más empinadas y vista desde la cumbre de toda la península.'),
      day('By boat to Uløya', 'Boat across the fjord and a tour on the island of Uløya.', 'En barco a Uløya', 'Barco por el fiordo y travesía en la isla de Uløya.'),
      day('Kavringtinden', 'A long day and the most famous descent in Lyngen.', 'Kavringtinden', 'Una jornada larga y el descenso más famoso de Lyngen.'),
      day('Back to Tromsø', 'Morning tour if conditions allow and transfer to Tromsø.', 'Regreso a Tromsø', 'Travesía matinal si las condiciones lo permiten y traslado a Tromsø.'),
    ],
    includes: {
      en: ['Norwegian IFMGA guide (maximum four skiers)', 'Five nights in a fjord lodge, full board', 'Boat transfers and sauna', 'Transfers from and to Tromsø'],
      es: ['Guía noruego UIAGM (máximo cuatro esquiadores)', 'Cinco noches en un lodge junto al fiordo, pensión completa', 'Traslados en barco y sauna', 'Traslados desde y hasta Tromsø'],
    },
    excludes: {
      en: ['Flights to Tromsø', 'Touring skis and avalanche kit', 'Alcoholic drinks (expensive in Norway)'],
      es: ['Vuelos a Tromsø', 'Esquís de travesía y material de aludes', 'Bebidas alcohólicas (caras en Noruega)'],
    },
    season: { en: 'March to early May', es: 'de marzo a principios de mayo' },
    meeting: { en: 'Tromsø airport at noon on day 1', es: 'el aeropuerto de Tromsø a mediodía del día 1' },
    faq: {
      q: { en: 'How cold is it in Lyngen in spring?', es: '¿Qué frío hace en Lyngen en primavera?' },
      a: {
        en: 'Usually between -10 and +5 °C, milder than the Alps in February thanks to the Gulf Stream, but windy on summits.',
        es: 'Normalmente entre -10 y +5 °C, más suave que los Alpes en febrero gracias a la corriente del Golfo, aunque ventoso en las cumbres.',
      },
    },
    stops: [
      { name: 'Tromsø', lon: 18.955, lat: 69.649 }, { name: 'Lyngseidet', lon: 20.218, lat: 69.576 },
      { name: 'Rørnestinden', lon: 20.015, lat: 69.605 }, { name: 'Uløya', lon: 20.550, lat: 69.880 },
      { name: 'Kavringtinden', lon: 20.133, lat: 69.744 },
    ],
  },
  {
    key: 'fjord-kayak', country: 'NO', activity: 23, theme: 'sea', difficulty: 2, groupType: 'ask',
    priceEuros: 1290, deposit: 30, published: false, variant: 'private', capacity: 8,
    slug: { en: 'norwegian-fjords-sea-kayak', es: 'kayak-de-mar-fiordos-noruegos' },
    title: { en: 'Sea Kayaking the Norwegian Fjords', es: 'Kayak de mar por los fiordos noruegos' },
    summary: {
      en: 'A pilot expedition: five days paddling and wild camping in the Nærøyfjord, a UNESCO World Heritage fjord.',
      es: 'Una expedición piloto: cinco días remando y acampando en el Nærøyfjord, fiordo Patrimonio de la Humanidad.',
    },
    intro: {
      en: 'This programme is still being tested with our guides and is not yet open for booking. The route follows the narrowest fjord in Europe, with waterfalls falling straight into the water and camps on grassy shores.',
      es: 'Este programa aún se está probando con nuestros guías y no está abierto a reservas. La ruta sigue el fiordo más estrecho de Europa, con cascadas que caen directamente al agua y campamentos en orillas de hierba.',
    },
    highlights: {
      en: ['Paddling the Nærøyfjord', 'Waterfalls falling into the fjord', 'Wild camping on grassy shores', 'Village of Undredal and its goat cheese', 'The Flåm railway'],
      es: ['Remar en el Nærøyfjord', 'Cascadas que caen al fiordo', 'Acampada libre en orillas de hierba', 'El pueblo de Undredal y su queso de cabra', 'El tren de Flåm'],
    },
    days: [
      day('Flåm', 'Arrival by the Flåm railway and kayak skills session.', 'Flåm', 'Llegada en el tren de Flåm y sesión de técnica de kayak.'),
      day('To Undredal', 'Paddle along the Aurlandsfjord to Undredal, 14 km.', 'Hacia Undredal', 'Remamos por el Aurlandsfjord hasta Undredal, 14 km.'),
      day('Into the Nærøyfjord', 'The narrowest section, with cliffs 1,400 m high.', 'Entrada al Nærøyfjord', 'El tramo más estrecho, con paredes de 1.400 m.'),
      day('Gudvangen', 'Waterfalls and a camp near Gudvangen.', 'Gudvangen', 'Cascadas y acampada cerca de Gudvangen.'),
      day('Back to Flåm', 'Ferry back to Flåm and farewell dinner.', 'Regreso a Flåm', 'Ferri de vuelta a Flåm y cena de despedida.'),
    ],
    includes: {
      en: ['Sea kayak guide', 'Kayaks, paddles and safety gear', 'Camping equipment and meals', 'Two hotel nights in Flåm'],
      es: ['Guía de kayak de mar', 'Kayaks, palas y material de seguridad', 'Equipo de acampada y comidas', 'Dos noches de hotel en Flåm'],
    },
    excludes: {
      en: ['Travel to Flåm', 'Sleeping bag', 'Drinks'],
      es: ['Viaje hasta Flåm', 'Saco de dormir', 'Bebidas'],
    },
    season: { en: 'June to August', es: 'de junio a agosto' },
    meeting: { en: 'Flåm station at 2 pm on day 1', es: 'la estación de Flåm a las 14:00 del día 1' },
    faq: {
      q: { en: 'When will this trip open for booking?', es: '¿Cuándo se podrá reservar este viaje?' },
      a: {
        en: 'After the pilot season. Contact us to be told when dates are published.',
        es: 'Después de la temporada piloto. Escríbenos y te avisaremos cuando publiquemos fechas.',
      },
    },
    stops: [
      { name: 'Flåm', lon: 7.113, lat: 60.863 }, { name: 'Undredal', lon: 7.101, lat: 60.952 },
      { name: 'Nærøyfjord', lon: 6.930, lat: 60.900 }, { name: 'Gudvangen', lon: 6.843, lat: 60.877 },
    ],
  },
];
