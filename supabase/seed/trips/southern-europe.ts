import { day, type TripTemplate } from '../types';

export const southernEuropeTrips: TripTemplate[] = [
  {
    key: 'camino', country: 'ES', activity: 15, theme: 'forest', difficulty: 2, groupType: 'open',
    priceEuros: 890, deposit: 30, featured: true, variant: 'premium', capacity: 16,
    slug: { en: 'camino-de-santiago-last-100-km', es: 'camino-de-santiago-ultimos-100-km' },
    title: { en: 'Camino de Santiago: the Last 100 km', es: 'Camino de Santiago: los últimos 100 km' },
    summary: {
      en: 'Walk the French Way from Sarria to Santiago in seven days and earn your Compostela, with luggage transfers.',
      es: 'Recorre el Camino Francés de Sarria a Santiago en siete días y consigue tu Compostela, con traslado de equipaje.',
    },
    intro: {
      en: 'One hundred kilometres is the minimum distance for the Compostela certificate, and the stretch from Sarria is the greenest of the whole French Way. Stone villages, hórreo granaries, Romanesque churches and octopus in Melide mark the days. We walk 15 to 22 km a day, stay in rural guesthouses rather than crowded hostels, and arrive in the Praza do Obradoiro in time for the pilgrims\' mass.',
      es: 'Cien kilómetros es la distancia mínima para obtener la Compostela, y el tramo desde Sarria es el más verde de todo el Camino Francés. Aldeas de piedra, hórreos, iglesias románicas y el pulpo de Melide marcan las jornadas. Caminamos de 15 a 22 km al día, dormimos en casas rurales en lugar de albergues llenos y llegamos a la plaza del Obradoiro a tiempo para la misa del peregrino.',
    },
    highlights: {
      en: ['Arrival in the Praza do Obradoiro', 'Compostela certificate', 'The Roman bridge of Portomarín', 'Pulpo a feira in Melide', 'Rural guesthouses instead of hostels', 'Daily luggage transfers'],
      es: ['Llegada a la plaza del Obradoiro', 'Certificado de la Compostela', 'El puente romano de Portomarín', 'Pulpo a feira en Melide', 'Casas rurales en lugar de albergues', 'Traslado diario de equipaje'],
    },
    days: [
      day('Sarria', 'Arrival, pilgrim passport and welcome dinner with Galician empanada.', 'Sarria', 'Llegada, credencial del peregrino y cena de bienvenida con empanada gallega.'),
      day('Sarria to Portomarín', 'Oak woods and the 100 km milestone before crossing the Miño, 22 km.', 'De Sarria a Portomarín', 'Robledales y el mojón de los 100 km antes de cruzar el Miño, 22 km.'),
      day('Portomarín to Palas de Rei', 'Rolling farmland and the Romanesque church of Vilar de Donas, 25 km.', 'De Portomarín a Palas de Rei', 'Campos ondulados y la iglesia románica de Vilar de Donas, 25 km.'),
      day('Palas de Rei to Melide', 'A shorter stage ending with octopus at a traditional pulpería, 15 km.', 'De Palas de Rei a Melide', 'Etapa más corta que termina con pulpo en una pulpería tradicional, 15 km.'),
      day('Melide to Arzúa', 'Eucalyptus groves and river crossings to the cheese town of Arzúa, 14 km.', 'De Melide a Arzúa', 'Eucaliptos y vados hasta Arzúa, la villa del queso, 14 km.'),
      day('Arzúa to O Pedrouzo', 'Quiet hamlets and the last full day in the countryside, 19 km.', 'De Arzúa a O Pedrouzo', 'Aldeas tranquilas y último día completo en el campo, 19 km.'),
      day('Santiago de Compostela', 'Monte do Gozo, the cathedral and the pilgrims\' mass, 20 km.', 'Santiago de Compostela', 'El Monte do Gozo, la catedral y la misa del peregrino, 20 km.'),
    ],
    includes: {
      en: ['Walking leader for the whole Camino', 'Six nights in rural guesthouses and hotels with breakfast', 'Daily luggage transfers', 'Pilgrim passport and welcome dinner'],
      es: ['Guía acompañante durante todo el Camino', 'Seis noches en casas rurales y hoteles con desayuno', 'Traslado diario de equipaje', 'Credencial del peregrino y cena de bienvenida'],
    },
    excludes: {
      en: ['Travel to Sarria and from Santiago', 'Lunches and most dinners', 'Botafumeiro (only swung on certain days)'],
      es: ['Viaje a Sarria y desde Santiago', 'Comidas y la mayoría de cenas', 'Botafumeiro (solo se usa ciertos días)'],
    },
    season: { en: 'April to October', es: 'de abril a octubre' },
    meeting: { en: 'our hotel in Sarria at 6 pm on day 1', es: 'nuestro hotel de Sarria a las 18:00 del día 1' },
    faq: {
      q: { en: 'How do I get the Compostela?', es: '¿Cómo consigo la Compostela?' },
      a: {
        en: 'Collect two stamps a day in your pilgrim passport and present it at the Pilgrim Office in Santiago. We book a time slot for the group.',
        es: 'Sella la credencial dos veces al día y preséntala en la Oficina del Peregrino de Santiago. Reservamos una hora para el grupo.',
      },
    },
    stops: [
      { name: 'Sarria', lon: -7.414, lat: 42.781 }, { name: 'Portomarín', lon: -7.616, lat: 42.807 },
      { name: 'Palas de Rei', lon: -7.869, lat: 42.873 }, { name: 'Melide', lon: -8.015, lat: 42.914 },
      { name: 'Arzúa', lon: -8.164, lat: 42.927 }, { name: 'O Pedrouzo', lon: -8.362, lat: 42.905 },
      { name: 'Santiago de Compostela', lon: -8.545, lat: 42.881 },
    ],
  },
  {
    key: 'val-d-aran', country: 'ES', activity: 17, theme: 'snow', difficulty: 3, groupType: 'both',
    priceEuros: 980, deposit: 30, variant: 'private', capacity: 8,
    slug: { en: 'val-d-aran-freeride-week', es: 'semana-freeride-val-d-aran' },
    title: { en: 'Val d\'Aran Freeride Week', es: 'Semana de freeride en el Val d\'Aran' },
    summary: {
      en: 'Five days of guided off-piste skiing in Baqueira Beret, the snowiest resort in the Pyrenees, with avalanche training.',
      es: 'Cinco días de esquí fuera de pista guiado en Baqueira Beret, la estación con más nieve del Pirineo, con formación en aludes.',
    },
    intro: {
      en: 'The Val d\'Aran faces the Atlantic and catches storms that leave the rest of the Pyrenees dry. Our guides know where the wind has left the best snow: the Escornacrabes couloir, the wide bowls of Baciver and the forest of Bonaigua. Each morning starts with the avalanche bulletin and a short rescue drill, and evenings end with Aranese olla in Arties.',
      es: 'El Val d\'Aran mira al Atlántico y recibe temporales que dejan seco el resto del Pirineo. Nuestros guías saben dónde ha dejado el viento la mejor nieve: el corredor de Escornacrabes, las amplias palas de Baciver y el bosque de la Bonaigua. Cada mañana empieza con el boletín de aludes y un breve ejercicio de rescate, y las tardes terminan con olla aranesa en Arties.',
    },
    highlights: {
      en: ['Off-piste bowls of Baqueira and Beret', 'Escornacrabes couloir for strong skiers', 'Avalanche rescue training', 'A short ski tour with skins', 'Aranese olla and village life in Arties'],
      es: ['Las palas fuera de pista de Baqueira y Beret', 'El corredor de Escornacrabes para los más fuertes', 'Formación en rescate de aludes', 'Una pequeña travesía con pieles', 'Olla aranesa y vida de pueblo en Arties'],
    },
    days: [
      day('Arrival in Arties', 'Welcome meeting, equipment check and avalanche transceiver drill.', 'Llegada a Arties', 'Reunión de bienvenida, revisión de material y práctica con el ARVA.'),
      day('Beret bowls', 'Warm-up day in the open terrain of Beret.', 'Palas de Beret', 'Día de calentamiento en el terreno abierto de Beret.'),
      day('Baciver', 'A short hike to the Baciver lakes and long powder descents.', 'Baciver', 'Breve subida a los lagos de Baciver y largos descensos en nieve polvo.'),
      day('Bonaigua forest', 'Tree skiing and the steeper lines of the Bonaigua side.', 'Bosque de la Bonaigua', 'Esquí entre árboles y las líneas más empinadas de la vertiente de la Bonaigua.'),
      day('Ski tour and farewell', 'A morning ski tour with skins and a farewell lunch.', 'Travesía y despedida', 'Travesía matinal con pieles y comida de despedida.'),
    ],
    includes: {
      en: ['Mountain guide (maximum six skiers)', 'Four nights in a hotel in Arties, half board', 'Avalanche kit: transceiver, shovel, probe', 'Avalanche training session'],
      es: ['Guía de montaña (máximo seis esquiadores)', 'Cuatro noches en hotel en Arties, media pensión', 'Material de aludes: ARVA, pala y sonda', 'Sesión de formación en aludes'],
    },
    excludes: {
      en: ['Lift pass (about 330 euros for four days)', 'Ski rental', 'Travel to the Val d\'Aran'],
      es: ['Forfait (unos 330 euros por cuatro días)', 'Alquiler de esquís', 'Viaje hasta el Val d\'Aran'],
    },
    season: { en: 'January to March', es: 'de enero a marzo' },
    meeting: { en: 'our hotel in Arties at 6 pm on day 1', es: 'nuestro hotel de Arties a las 18:00 del día 1' },
    faq: {
      q: { en: 'What if there is no fresh snow?', es: '¿Y si no hay nieve nueva?' },
      a: {
        en: 'The guide adapts: spring snow in the afternoon, a longer tour or technique work. The Val d\'Aran rarely goes a week without snow in winter.',
        es: 'El guía se adapta: nieve primavera por la tarde, una travesía más larga o técnica. En invierno es raro que pase una semana sin nevar en el Val d\'Aran.',
      },
    },
    stops: [
      { name: 'Arties', lon: 0.873, lat: 42.699 }, { name: 'Beret', lon: 0.950, lat: 42.730 },
      { name: 'Baciver', lon: 0.963, lat: 42.694 }, { name: 'Port de la Bonaigua', lon: 1.002, lat: 42.663 },
    ],
  },
];
