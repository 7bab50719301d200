import { day, type TripTemplate } from '../types';

export const africaTrips: TripTemplate[] = [
  {
    key: 'kilimanjaro', country: 'TZ', activity: 16, theme: 'savanna', difficulty: 4, groupType: 'open',
    priceEuros: 2890, discount: 5, deposit: 30, featured: true, variant: 'premium', capacity: 12,
    slug: { en: 'kilimanjaro-machame-route', es: 'kilimanjaro-ruta-machame' },
    title: { en: 'Kilimanjaro via the Machame Route', es: 'Kilimanjaro por la ruta Machame' },
    summary: {
      en: 'Eight days on the most scenic route to Uhuru Peak (5,895 m), with an extra acclimatisation day for a higher success rate.',
      es: 'Ocho días por la ruta más bonita hacia Uhuru Peak (5.895 m), con un día extra de aclimatación para subir con más éxito.',
    },
    intro: {
      en: 'Kilimanjaro needs no ropes, but its altitude is serious. The Machame route climbs through rainforest and heather to the moonscape of the Shira plateau, follows the "climb high, sleep low" rule past the Lava Tower and the Barranco Wall, and approaches the summit from Barafu camp at midnight. Our crew of Chagga guides, cooks and porters are paid fair wages and carry everything except your day pack.',
      es: 'El Kilimanjaro no necesita cuerdas, pero su altitud es seria. La ruta Machame sube por selva y brezales hasta el paisaje lunar de la meseta de Shira, sigue la regla de "subir alto y dormir bajo" por la Lava Tower y el Barranco Wall y ataca la cumbre desde el campamento Barafu a medianoche. Nuestro equipo chagga de guías, cocineros y porteadores cobra salarios justos y lo lleva todo menos tu mochila de día.',
    },
    highlights: {
      en: ['Uhuru Peak, the roof of Africa (5,895 m)', 'Sunrise over the glaciers of Kibo', 'Scrambling up the Barranco Wall', 'Five climate zones in one week', 'Fair-wage crew certified by KPAP', 'Pulse oximeter checks twice a day'],
      es: ['Uhuru Peak, el techo de África (5.895 m)', 'Amanecer sobre los glaciares del Kibo', 'La trepada por el Barranco Wall', 'Cinco zonas climáticas en una semana', 'Equipo con salario justo certificado por KPAP', 'Control con pulsioxímetro dos veces al día'],
    },
    days: [
      day('Arrival in Moshi', 'Transfer from Kilimanjaro airport, briefing and equipment check.', 'Llegada a Moshi', 'Traslado desde el aeropuerto del Kilimanjaro, charla y revisión del equipo.'),
      day('Machame Gate to Machame Camp', 'Through dense rainforest with colobus monkeys to 2,835 m.', 'De Machame Gate al campamento Machame', 'Por la selva densa con monos colobos hasta 2.835 m.'),
      day('Shira Camp', 'Out of the forest onto the heather of the Shira plateau.', 'Campamento Shira', 'Salimos del bosque a los brezales de la meseta de Shira.'),
      day('Lava Tower to Barranco', 'Climb to the Lava Tower (4,630 m) and sleep low at Barranco.', 'De la Lava Tower a Barranco', 'Subimos a la Lava Tower (4.630 m) y dormimos bajo en Barranco.'),
      day('Barranco Wall to Karanga', 'A fun scramble up the wall and a short stage to Karanga.', 'Del Barranco Wall a Karanga', 'Una trepada divertida por la pared y etapa corta hasta Karanga.'),
      day('Barafu Camp', 'Up to the summit base camp at 4,673 m; early dinner and rest.', 'Campamento Barafu', 'Subida al campo base de cumbre a 4.673 m; cena temprana y descanso.'),
      day('Summit day', 'Midnight start, Stella Point at dawn, Uhuru Peak, and a long descent to Mweka.', 'Día de cumbre', 'Salida a medianoche, Stella Point al alba, Uhuru Peak y larga bajada a Mweka.'),
      day('Mweka Gate and Moshi', 'Down through the forest, certificates and a celebration in Moshi.', 'Mweka Gate y Moshi', 'Bajada por el bosque, diplomas y celebración en Moshi.'),
    ],
    includes: {
      en: ['Park fees, camping fees and rescue fee', 'Licensed guides, cook and porters', 'Tents, mess tent and all meals on the mountain', 'Two hotel nights in Moshi', 'Emergency oxygen'],
      es: ['Tasas del parque, de acampada y de rescate', 'Guías con licencia, cocinero y porteadores', 'Tiendas, tienda comedor y todas las comidas en la montaña', 'Dos noches de hotel en Moshi', 'Oxígeno de emergencia'],
    },
    excludes: {
      en: ['Flights to Kilimanjaro airport', 'Tanzania visa', 'Crew tips (about 250 euros per climber)'],
      es: ['Vuelos al aeropuerto del Kilimanjaro', 'Visado de Tanzania', 'Propinas del equipo (unos 250 euros por persona)'],
    },
    season: { en: 'January to March and June to October', es: 'de enero a marzo y de junio a octubre' },
    meeting: { en: 'Kilimanjaro International Airport on day 1', es: 'el aeropuerto internacional del Kilimanjaro el día 1' },
    faq: {
      q: { en: 'What is the summit success rate?', es: '¿Qué porcentaje de personas llega a la cumbre?' },
      a: {
        en: 'On our eight-day Machame programme about 93% of climbers reach Uhuru Peak; the extra day makes the difference.',
        es: 'En nuestro programa de ocho días por Machame, alrededor del 93% llega a Uhuru Peak; el día extra marca la diferencia.',
      },
    },
    stops: [
      { name: 'Moshi', lon: 37.340, lat: -3.350 }, { name: 'Machame Gate', lon: 37.258, lat: -3.172 },
      { name: 'Shira Camp', lon: 37.261, lat: -3.081 }, { name: 'Barranco Camp', lon: 37.314, lat: -3.096 },
      { name: 'Barafu Camp', lon: 37.374, lat: -3.094 }, { name: 'Uhuru Peak', lon: 37.353, lat: -3.076 },
      { name: 'Mweka Gate', lon: 37.371, lat: -3.220 },
    ],
  },
  {
    key: 'serengeti', country: 'TZ', activity: 20, theme: 'savanna', difficulty: 1, groupType: 'both',
    priceEuros: 3190, deposit: 30, variant: 'private', capacity: 6,
    slug: { en: 'serengeti-ngorongoro-safari', es: 'safari-serengeti-ngorongoro' },
    title: { en: 'Serengeti and Ngorongoro Safari', es: 'Safari por el Serengeti y el Ngorongoro' },
    summary: {
      en: 'Six days by pop-up-roof 4x4 through Tarangire, the Serengeti and the Ngorongoro Crater, staying in tented camps.',
      es: 'Seis días en 4x4 de techo abierto por Tarangire, el Serengeti y el cráter del Ngorongoro, en campamentos de tiendas.',
    },
    intro: {
      en: 'Each vehicle carries at most six travellers, so everyone has a window seat and a clear view through the open roof. Our driver-guides are naturalists who read tracks, radio other cars only when it helps and never crowd the animals. Tented camps in the central Serengeti put you within earshot of lions at night.',
      es: 'Cada vehículo lleva como máximo seis viajeros, así que todos tienen ventanilla y vista despejada por el techo abierto. Nuestros conductores-guía son naturalistas que leen huellas, usan la radio solo cuando ayuda y nunca agobian a los animales. Los campamentos del Serengeti central te dejan oír a los leones por la noche.',
    },
    highlights: {
      en: ['Elephant herds and baobabs in Tarangire', 'Big cats of the central Serengeti', 'The great migration (season permitting)', 'Game drive on the floor of the Ngorongoro Crater', 'Nights in tented camps'],
      es: ['Manadas de elefantes y baobabs en Tarangire', 'Los grandes felinos del Serengeti central', 'La gran migración (según temporada)', 'Safari en el fondo del cráter del Ngorongoro', 'Noches en campamentos de tiendas'],
    },
    days: [
      day('Arusha', 'Arrival, transfer to a coffee-farm lodge and safari briefing.', 'Arusha', 'Llegada, traslado a un lodge en una finca de café y charla del safari.'),
      day('Tarangire', 'Full day among baobabs, elephants and tree-climbing pythons.', 'Tarangire', 'Día completo entre baobabs, elefantes y pitones en los árboles.'),
      day('Into the Serengeti', 'Via the Ngorongoro highlands and Olduvai Gorge into the endless plains.', 'Entrada al Serengeti', 'Por las tierras altas del Ngorongoro y la garganta de Olduvai hasta las llanuras infinitas.'),
      day('Central Serengeti', 'Dawn and dusk game drives in the Seronera valley, home of leopards.', 'Serengeti central', 'Safaris al amanecer y al atardecer en el valle de Seronera, hogar de leopardos.'),
      day('Ngorongoro Crater', 'Descend 600 m into the crater to look for black rhino.', 'Cráter del Ngorongoro', 'Bajamos 600 m al cráter en busca del rinoceronte negro.'),
      day('Back to Arusha', 'Visit a Maasai village on the way and transfer to the airport.', 'Regreso a Arusha', 'Visita a una aldea masái en el camino y traslado al aeropuerto.'),
    ],
    includes: {
      en: ['Private 4x4 with pop-up roof and driver-guide', 'Five nights in lodges and tented camps, full board', 'All park and crater fees', 'Bottled water and binoculars in the vehicle'],
      es: ['4x4 con techo abierto y conductor-guía', 'Cinco noches en lodges y campamentos, pensión completa', 'Todas las entradas a parques y al cráter', 'Agua embotellada y prismáticos en el vehículo'],
    },
    excludes: {
      en: ['International flights', 'Tanzania visa', 'Drinks and tips'],
      es: ['Vuelos internacionales', 'Visado de Tanzania', 'Bebidas y propinas'],
    },
    season: { en: 'all year; June to October for the driest conditions', es: 'todo el año; de junio a octubre con menos lluvia' },
    meeting: { en: 'Kilimanjaro or Arusha airport on day 1', es: 'el aeropuerto del Kilimanjaro o de Arusha el día 1' },
    faq: {
      q: { en: 'Can I combine the safari with Kilimanjaro?', es: '¿Puedo combinar el safari con el Kilimanjaro?' },
      a: {
        en: 'Yes, it is the perfect way to rest after the climb. Book both and we connect the dates and transfers for you.',
        es: 'Sí, es la manera perfecta de descansar tras la ascensión. Reserva ambos y enlazamos fechas y traslados.',
      },
    },
    stops: [
      { name: 'Arusha', lon: 36.683, lat: -3.387 }, { name: 'Tarangire', lon: 36.000, lat: -3.850 },
      { name: 'Olduvai Gorge', lon: 35.350, lat: -2.993 }, { name: 'Seronera', lon: 34.823, lat: -2.454 },
      { name: 'Ngorongoro Crater', lon: 35.587, lat: -3.161 },
    ],
  },
  {
    key: 'toubkal', country: 'MA', activity: 16, theme: 'desert', difficulty: 3, groupType: 'open',
    priceEuros: 690, deposit: 100, variant: 'private', capacity: 14,
    slug: { en: 'toubkal-ascent-high-atlas', es: 'ascension-toubkal-alto-atlas' },
    title: { en: 'Toubkal Ascent in the High Atlas', es: 'Ascensión al Toubkal en el Alto Atlas' },
    summary: {
      en: 'Climb North Africa\'s highest peak (4,167 m) from the Berber village of Imlil, with mules carrying the luggage.',
      es: 'Sube la cumbre más alta del norte de África (4.167 m) desde la aldea bereber de Imlil, con mulas para el equipaje.',
    },
    intro: {
      en: 'An hour and a half from Marrakech, Imlil is the start of a short but complete mountain journey. We walk through walnut groves and Berber hamlets to the Toubkal refuge, then climb the stony south cirque at dawn. On a clear day the summit view reaches the Sahara. In winter the same route becomes a crampon ascent.',
      es: 'A hora y media de Marrakech, Imlil es el punto de partida de un viaje de montaña corto pero completo. Caminamos entre nogales y aldeas bereberes hasta el refugio del Toubkal y subimos al alba por el pedregoso circo sur. Con el día claro, la vista desde la cima alcanza el Sáhara. En invierno la misma ruta se hace con crampones.',
    },
    highlights: {
      en: ['Summit of Jebel Toubkal (4,167 m)', 'Berber villages of the Mizane valley', 'Mint tea in a family home in Imlil', 'Mules carry the luggage', 'A night in the Marrakech medina'],
      es: ['Cumbre del Yebel Toubkal (4.167 m)', 'Aldeas bereberes del valle del Mizane', 'Té a la menta en una casa familiar de Imlil', 'Mulas para el equipaje', 'Una noche en la medina de Marrakech'],
    },
    days: [
      day('Marrakech', 'Arrival and a first evening on the Jemaa el-Fna square.', 'Marrakech', 'Llegada y primera tarde en la plaza Jemaa el-Fna.'),
      day('Imlil and Aroumd', 'Drive to Imlil and a warm-up walk to the village of Aroumd.', 'Imlil y Aroumd', 'Traslado a Imlil y caminata de calentamiento hasta la aldea de Aroumd.'),
      day('Toubkal refuge', 'Via the shrine of Sidi Chamharouch to the refuge at 3,207 m.', 'Refugio del Toubkal', 'Por el santuario de Sidi Chamharouch hasta el refugio a 3.207 m.'),
      day('Summit and descent', 'Dawn ascent of the south cirque, summit and long descent to Imlil.', 'Cumbre y bajada', 'Subida al alba por el circo sur, cumbre y larga bajada a Imlil.'),
      day('Back to Marrakech', 'Return to the medina, hammam and farewell dinner.', 'Regreso a Marrakech', 'Vuelta a la medina, hammam y cena de despedida.'),
    ],
    includes: {
      en: ['Berber mountain guide and muleteers', 'Two riad nights in Marrakech and two mountain nights', 'All meals in the mountains', 'Transfers Marrakech - Imlil'],
      es: ['Guía de montaña bereber y arrieros', 'Dos noches en riad en Marrakech y dos en la montaña', 'Todas las comidas en la montaña', 'Traslados Marrakech - Imlil'],
    },
    excludes: {
      en: ['Flights to Marrakech', 'Meals in Marrakech', 'Crampon rental in winter (10 euros)'],
      es: ['Vuelos a Marrakech', 'Comidas en Marrakech', 'Alquiler de crampones en invierno (10 euros)'],
    },
    season: { en: 'April to October; December to March as a winter ascent', es: 'de abril a octubre; de diciembre a marzo como ascensión invernal' },
    meeting: { en: 'Marrakech Menara airport on day 1', es: 'el aeropuerto Marrakech Menara el día 1' },
    faq: {
      q: { en: 'Do I need crampons and an ice axe?', es: '¿Necesito crampones y piolet?' },
      a: {
        en: 'Only for a winter ascent, from December to March: crampons can be rented in Imlil and your guide checks the fit the evening before the summit. From April to October good boots are enough.',
        es: 'Solo en la ascensión invernal, de diciembre a marzo: los crampones se alquilan en Imlil y tu guía comprueba que ajustan la tarde antes de la cumbre. De abril a octubre bastan unas buenas botas.',
      },
    },
    stops: [
      { name: 'Marrakech', lon: -7.989, lat: 31.629 }, { name: 'Imlil', lon: -7.919, lat: 31.137 },
      { name: 'Sidi Chamharouch', lon: -7.906, lat: 31.093 }, { name: 'Toubkal refuge', lon: -7.915, lat: 31.064 },
      { name: 'Jebel Toubkal', lon: -7.915, lat: 31.060 },
    ],
  },
  {
    key: 'morocco-imperial', country: 'MA', activity: 20, theme: 'desert', difficulty: 1, groupType: 'open',
    priceEuros: 1190, discount: 15, deposit: 30, variant: 'premium', capacity: 16,
    slug: { en: 'morocco-imperial-cities-sahara', es: 'marruecos-ciudades-imperiales-sahara' },
    title: { en: 'Imperial Cities and Sahara Nights', es: 'Ciudades imperiales y noches en el Sáhara' },
    summary: {
      en: 'Nine days from Marrakech to Fez via the Atlas passes, a camel ride into the Erg Chebbi dunes and a desert camp.',
      es: 'Nueve días de Marrakech a Fez por los pasos del Atlas, paseo en camello por las dunas de Erg Chebbi y campamento en el desierto.',
    },
    intro: {
      en: 'This journey crosses Morocco from its red southern capital to the oldest medina in the Arab world. We drive the Tizi n\'Tichka pass, sleep in a kasbah at Aït Ben Haddou, walk the Todra gorge and ride camels at sunset to a camp among the dunes of Merzouga. Local guides open the doors of tanneries, craftsmen\'s workshops and family kitchens in Fez.',
      es: 'Este viaje cruza Marruecos desde su roja capital del sur hasta la medina más antigua del mundo árabe. Recorremos el puerto de Tizi n\'Tichka, dormimos en una kasba en Aït Ben Haddou, caminamos por las gargantas del Todra y llegamos en camello al atardecer a un campamento entre las dunas de Merzouga. Guías locales nos abren las puertas de curtidurías, talleres artesanos y cocinas familiares en Fez.',
    },
    highlights: {
      en: ['Souks and gardens of Marrakech', 'Ksar of Aït Ben Haddou, a UNESCO site', 'Walk through the Todra gorge', 'Camel ride and night in an Erg Chebbi camp', 'Fez medina and its tanneries', 'Cooking class with a family in Fez'],
      es: ['Zocos y jardines de Marrakech', 'El ksar de Aït Ben Haddou, Patrimonio de la UNESCO', 'Paseo por las gargantas del Todra', 'Camello y noche en un campamento de Erg Chebbi', 'La medina de Fez y sus curtidurías', 'Clase de cocina con una familia en Fez'],
    },
    days: [
      day('Marrakech', 'Arrival, riad check-in and evening on Jemaa el-Fna.', 'Marrakech', 'Llegada, riad y tarde en la plaza Jemaa el-Fna.'),
      day('Marrakech medina', 'Bahia Palace, the Majorelle garden and a guided walk through the souks.', 'La medina de Marrakech', 'Palacio de la Bahía, jardín Majorelle y paseo guiado por los zocos.'),
      day('Over the Atlas', 'The Tizi n\'Tichka pass to the kasbahs of Aït Ben Haddou.', 'Cruzando el Atlas', 'El puerto de Tizi n\'Tichka hasta las kasbas de Aït Ben Haddou.'),
      day('Dadès valley', 'Through the Valley of Roses to the twisting road of the Dadès gorge.', 'Valle del Dadès', 'Por el Valle de las Rosas hasta la carretera sinuosa de las gargantas del Dadès.'),
      day('Todra gorge to Merzouga', 'Morning walk in the Todra gorge, camel ride at sunset to the desert camp.', 'Del Todra a Merzouga', 'Paseo matinal por el Todra y camello al atardecer hasta el campamento del desierto.'),
      day('Sahara sunrise', 'Sunrise from the dunes, then north through the Ziz valley to Midelt.', 'Amanecer en el Sáhara', 'Amanecer en las dunas y viaje al norte por el valle del Ziz hasta Midelt.'),
      day('Cedar forests to Fez', 'Barbary macaques in the Azrou cedar forest and arrival in Fez.', 'De los cedros a Fez', 'Monos de Berbería en el bosque de cedros de Azrou y llegada a Fez.'),
      day('Fez el-Bali', 'A full day in the medina: medersas, tanneries and a family cooking class.', 'Fez el-Bali', 'Día completo en la medina: medersas, curtidurías y clase de cocina en familia.'),
      day('Departure from Fez', 'Transfer to Fez airport.', 'Salida desde Fez', 'Traslado al aeropuerto de Fez.'),
    ],
    includes: {
      en: ['Air-conditioned minibus and driver', 'Eight nights in riads, kasbahs and a desert camp with breakfast', 'Six dinners including the desert camp', 'Local guides in Marrakech and Fez', 'Camel ride in Erg Chebbi'],
      es: ['Minibús con aire acondicionado y conductor', 'Ocho noches en riads, kasbas y campamento con desayuno', 'Seis cenas, incluida la del campamento', 'Guías locales en Marrakech y Fez', 'Paseo en camello en Erg Chebbi'],
    },
    excludes: {
      en: ['Flights to Marrakech and from Fez', 'Lunches', 'Monument entrance fees (about 30 euros)'],
      es: ['Vuelos a Marrakech y desde Fez', 'Almuerzos', 'Entradas a monumentos (unos 30 euros)'],
    },
    season: { en: 'October to May; summer is very hot in the desert', es: 'de octubre a mayo; en verano el desierto es muy caluroso' },
    meeting: { en: 'Marrakech Menara airport on day 1', es: 'el aeropuerto Marrakech Menara el día 1' },
    faq: {
      q: { en: 'Is the desert camp comfortable?', es: '¿Es cómodo el campamento del desierto?' },
      a: {
        en: 'Tents have real beds, blankets and a shared bathroom block with hot water. The premium edition has private bathrooms in each tent.',
        es: 'Las tiendas tienen camas de verdad, mantas y baños compartidos con agua caliente. La edición premium tiene baño privado en cada tienda.',
      },
    },
    stops: [
      { name: 'Marrakech', lon: -7.989, lat: 31.629 }, { name: 'Aït Ben Haddou', lon: -7.129, lat: 31.047 },
      { name: 'Dadès gorge', lon: -5.982, lat: 31.522 }, { name: 'Todra gorge', lon: -5.588, lat: 31.590 },
      { name: 'Merzouga', lon: -4.013, lat: 31.080 }, { name: 'Midelt', lon: -4.738, lat: 32.680 },
      { name: 'Fez', lon: -4.999, lat: 34.033 },
    ],
  },
];
