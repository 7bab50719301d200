import { day, type TripTemplate } from '../types';

export const sailingTrips: TripTemplate[] = [
  {
    key: 'cyclades', country: 'GR', activity: 19, theme: 'sea', difficulty: 1, groupType: 'open',
    priceEuros: 1150, deposit: 30, featured: true, variant: 'private', capacity: 8,
    slug: { en: 'cyclades-sailing-week', es: 'semana-en-velero-cicladas' },
    title: { en: 'Cyclades Sailing Week', es: 'Semana en velero por las Cícladas' },
    summary: {
      en: 'Seven nights aboard a 46-foot yacht from Paros to Naxos, Ios and the Small Cyclades, with a skipper and swims daily.',
      es: 'Siete noches en un velero de 46 pies de Paros a Naxos, Ios y las Pequeñas Cícladas, con patrón y baños cada día.',
    },
    intro: {
      en: 'Sailing is the only way to see the Cyclades as their inhabitants did for millennia. Our skipper plans each leg around the meltemi wind, choosing sheltered coves for lunch and harbours with good tavernas for the night. Eight guests share four double cabins; everyone can take the helm, and nobody has to.',
      es: 'Navegar es la única forma de ver las Cícladas como las vieron sus habitantes durante milenios. Nuestro patrón planifica cada travesía según el meltemi, eligiendo calas resguardadas para comer y puertos con buenas tabernas para la noche. Ocho personas comparten cuatro camarotes dobles; todos pueden llevar el timón y nadie está obligado.',
    },
    highlights: {
      en: ['Swimming in the turquoise coves of Koufonisia', 'Sunset over the windmills of Ios', 'The Portara of Naxos', 'Fresh fish in harbour tavernas', 'Learn to trim the sails with the skipper'],
      es: ['Baños en las calas turquesa de Koufonisia', 'Atardecer sobre los molinos de Ios', 'La Portara de Naxos', 'Pescado fresco en tabernas de puerto', 'Aprende a trimar las velas con el patrón'],
    },
    days: [
      day('Paros', 'Boarding in Parikia marina, safety briefing and dinner in Naoussa.', 'Paros', 'Embarque en el puerto de Parikia, charla de seguridad y cena en Naoussa.'),
      day('Antiparos', 'A short sail and swim in the Despotiko channel.', 'Antiparos', 'Navegación corta y baño en el canal de Despotiko.'),
      day('Ios', 'A longer reach south to Ios and its hilltop Chora.', 'Ios', 'Un largo hacia el sur hasta Ios y su Chora en lo alto.'),
      day('Koufonisia', 'The Small Cyclades: white sand and the clearest water in the Aegean.', 'Koufonisia', 'Las Pequeñas Cícladas: arena blanca y el agua más clara del Egeo.'),
      day('Schinoussa and Iraklia', 'Quiet anchorages and a walk to a mountain chapel.', 'Schinoussa e Iraklia', 'Fondeaderos tranquilos y paseo hasta una ermita en la montaña.'),
      day('Naxos', 'The Portara at sunset and the lanes of the Venetian castle.', 'Naxos', 'La Portara al atardecer y las callejuelas del castillo veneciano.'),
      day('Back to Paros', 'Last swim stop and return to Parikia.', 'Regreso a Paros', 'Último baño y regreso a Parikia.'),
      day('Disembarkation', 'Breakfast on board and goodbye.', 'Desembarque', 'Desayuno a bordo y despedida.'),
    ],
    includes: {
      en: ['Professional skipper', 'Seven nights in a shared double cabin', 'Bed linen, towels and end cleaning', 'Snorkelling gear and paddleboard'],
      es: ['Patrón profesional', 'Siete noches en camarote doble compartido', 'Ropa de cama, toallas y limpieza final', 'Equipo de snorkel y tabla de paddle surf'],
    },
    excludes: {
      en: ['Flights or ferry to Paros', 'Boat kitty for food, fuel and harbour fees (about 250 euros)', 'Meals ashore'],
      es: ['Vuelos o ferri a Paros', 'Caja común para comida, combustible y puertos (unos 250 euros)', 'Comidas en tierra'],
    },
    season: { en: 'May to October', es: 'de mayo a octubre' },
    meeting: { en: 'Parikia marina, Paros, at 5 pm on day 1', es: 'el puerto deportivo de Parikia, en Paros, a las 17:00 del día 1' },
    faq: {
      q: { en: 'I get seasick. Can I still come?', es: 'Me mareo en barco. ¿Puedo ir?' },
      a: {
        en: 'Most legs are two to four hours. Take seasickness tablets on the first day and sit in the cockpit looking at the horizon; the skipper avoids rough days.',
        es: 'La mayoría de las travesías duran de dos a cuatro horas. Toma una pastilla el primer día y siéntate en la bañera mirando al horizonte; el patrón evita los días de mala mar.',
      },
    },
    stops: [
      { name: 'Parikia', lon: 25.149, lat: 37.085 }, { name: 'Antiparos', lon: 25.080, lat: 37.040 },
      { name: 'Ios', lon: 25.282, lat: 36.723 }, { name: 'Koufonisia', lon: 25.595, lat: 36.934 },
      { name: 'Schinoussa', lon: 25.520, lat: 36.870 }, { name: 'Naxos', lon: 25.376, lat: 37.106 },
    ],
  },
  {
    key: 'aeolian', country: 'IT', activity: 19, theme: 'volcanic', difficulty: 2, groupType: 'ask',
    priceEuros: 1350, deposit: 30, variant: 'premium', capacity: 8,
    slug: { en: 'aeolian-islands-sailing-stromboli', es: 'islas-eolias-en-velero-stromboli' },
    title: { en: 'Aeolian Islands Sailing and Stromboli', es: 'Islas Eolias en velero y el Stromboli' },
    summary: {
      en: 'A week sailing the volcanic Aeolian Islands off Sicily, with a guided night hike to the erupting crater of Stromboli.',
      es: 'Una semana navegando las volcánicas islas Eolias frente a Sicilia, con subida nocturna guiada al cráter activo del Stromboli.',
    },
    intro: {
      en: 'Seven islands, two active volcanoes and a sea that stays warm until October. From Portorosa we sail to Vulcano for a mud bath, to Lipari and Salina for capers and Malvasia wine, and to Stromboli, where a volcanologist guide leads the evening hike to watch eruptions every few minutes. Departures are confirmed on request for your dates.',
      es: 'Siete islas, dos volcanes activos y un mar que sigue templado hasta octubre. Desde Portorosa navegamos a Vulcano para un baño de barro, a Lipari y Salina para probar alcaparras y vino Malvasía, y a Stromboli, donde un guía vulcanólogo dirige la subida al atardecer para ver erupciones cada pocos minutos. Las salidas se confirman a petición para tus fechas.',
    },
    highlights: {
      en: ['Night hike to watch Stromboli erupt', 'Mud baths and hot springs on Vulcano', 'Malvasia wine and capers on Salina', 'Swimming off the black sands of Ginostra', 'Panarea, the smallest and chicest island'],
      es: ['Subida nocturna para ver la erupción del Stromboli', 'Baños de barro y aguas termales en Vulcano', 'Vino Malvasía y alcaparras en Salina', 'Baños en las arenas negras de Ginostra', 'Panarea, la isla más pequeña y elegante'],
    },
    days: [
      day('Portorosa', 'Boarding in the marina near Milazzo and welcome aperitivo.', 'Portorosa', 'Embarque en el puerto cerca de Milazzo y aperitivo de bienvenida.'),
      day('Vulcano', 'Sail to Vulcano, mud baths and a walk to the Gran Cratere.', 'Vulcano', 'Navegación a Vulcano, baños de barro y paseo al Gran Cratere.'),
      day('Lipari', 'The archaeological museum and pumice cliffs of Lipari.', 'Lipari', 'El museo arqueológico y los acantilados de piedra pómez de Lipari.'),
      day('Salina', 'Vineyards, capers and the bay of Pollara from Il Postino.', 'Salina', 'Viñedos, alcaparras y la bahía de Pollara de El cartero.'),
      day('Stromboli', 'Afternoon hike with a volcanologist to watch the eruptions after dark.', 'Stromboli', 'Subida por la tarde con un vulcanólogo para ver las erupciones de noche.'),
      day('Panarea', 'Swim at Cala Junco and an evening in the island\'s white village.', 'Panarea', 'Baño en Cala Junco y tarde en el pueblo blanco de la isla.'),
      day('Back to Portorosa', 'A long sail back to Sicily with a last swim stop.', 'Regreso a Portorosa', 'Larga navegación de vuelta a Sicilia con un último baño.'),
    ],
    includes: {
      en: ['Professional skipper and host', 'Six nights on board in a double cabin', 'Stromboli hike with volcanologist guide', 'Breakfasts and three dinners on board'],
      es: ['Patrón profesional y anfitrión', 'Seis noches a bordo en camarote doble', 'Subida al Stromboli con guía vulcanólogo', 'Desayunos y tres cenas a bordo'],
    },
    excludes: {
      en: ['Flights to Catania or Palermo', 'Fuel and harbour fees (about 200 euros)', 'Meals ashore'],
      es: ['Vuelos a Catania o Palermo', 'Combustible y tasas de puerto (unos 200 euros)', 'Comidas en tierra'],
    },
    season: { en: 'May to October', es: 'de mayo a octubre' },
    meeting: { en: 'Portorosa marina at 5 pm on day 1', es: 'el puerto deportivo de Portorosa a las 17:00 del día 1' },
    faq: {
      q: { en: 'Is the Stromboli hike always possible?', es: '¿Siempre se puede subir al Stromboli?' },
      a: {
        en: 'Access depends on volcanic activity. When the summit is closed we walk to the 400 m viewpoint, which still offers a great show.',
        es: 'El acceso depende de la actividad volcánica. Si la cima está cerrada subimos al mirador de 400 m, que sigue ofreciendo un gran espectáculo.',
      },
    },
    stops: [
      { name: 'Portorosa', lon: 15.130, lat: 38.135 }, { name: 'Vulcano', lon: 14.961, lat: 38.417 },
      { name: 'Lipari', lon: 14.958, lat: 38.467 }, { name: 'Salina', lon: 14.846, lat: 38.560 },
      { name: 'Stromboli', lon: 15.213, lat: 38.794 }, { name: 'Panarea', lon: 15.065, lat: 38.638 },
    ],
  },
];
