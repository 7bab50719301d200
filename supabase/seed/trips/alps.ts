import { day, type TripTemplate } from '../types';

export const alpsTrips: TripTemplate[] = [
  {
    key: 'tour-du-mont-blanc', country: 'FR', activity: 15, theme: 'peaks', difficulty: 3, groupType: 'open',
    priceEuros: 1590, deposit: 30, featured: true, variant: 'premium', capacity: 14,
    slug: { en: 'tour-du-mont-blanc-highlights', es: 'tour-del-mont-blanc-esencial' },
    title: { en: 'Tour du Mont Blanc Highlights', es: 'Tour del Mont Blanc esencial' },
    summary: {
      en: 'Eight days around the highest mountain in Western Europe through France, Italy and Switzerland, hut to hotel.',
      es: 'Ocho días alrededor de la montaña más alta de Europa occidental por Francia, Italia y Suiza, de refugio en hotel.',
    },
    intro: {
      en: 'The full Tour du Mont Blanc is 170 km; our version keeps the finest stages and uses a few lifts and transfers to skip the valley roads. You cross the Col de la Seigne into Italy, look up at the Grandes Jorasses from the Val Ferret, and finish on the Grand Balcon Sud facing the Mont Blanc massif. Luggage travels by van, so you carry only a day pack.',
      es: 'El Tour del Mont Blanc completo tiene 170 km; nuestra versión conserva las mejores etapas y usa algún remonte y traslado para evitar las carreteras del valle. Cruzas el Col de la Seigne hacia Italia, miras las Grandes Jorasses desde el Val Ferret y terminas en el Grand Balcon Sud frente al macizo. El equipaje va en furgoneta y solo llevas mochila de día.',
    },
    highlights: {
      en: ['Three countries in one week on foot', 'Col de la Seigne and the Italian Val Veny', 'Courmayeur and the Val Ferret', 'Swiss village of Champex-Lac', 'Lac Blanc facing the Mont Blanc massif', 'Luggage transfers every day'],
      es: ['Tres países en una semana a pie', 'El Col de la Seigne y el Val Veny italiano', 'Courmayeur y el Val Ferret', 'El pueblo suizo de Champex-Lac', 'El Lac Blanc frente al macizo del Mont Blanc', 'Traslado de equipaje cada día'],
    },
    days: [
      day('Chamonix', 'Welcome meeting and walk along the Arve with views of the Aiguille du Midi.', 'Chamonix', 'Reunión de bienvenida y paseo junto al Arve con vistas a la Aiguille du Midi.'),
      day('Les Houches to Les Contamines', 'Over the Col de Voza with the Bionnassay glacier above us.', 'De Les Houches a Les Contamines', 'Cruzamos el Col de Voza bajo el glaciar de Bionnassay.'),
      day('Col du Bonhomme', 'A long climb on Roman paving to the Col du Bonhomme and the Refuge des Mottets.', 'Col du Bonhomme', 'Larga subida por calzada romana hasta el Col du Bonhomme y el refugio des Mottets.'),
      day('Into Italy', 'Cross the Col de la Seigne and descend the Val Veny to Courmayeur.', 'Entrada en Italia', 'Cruzamos el Col de la Seigne y bajamos por el Val Veny hasta Courmayeur.'),
      day('Val Ferret balcony', 'The Mont de la Saxe balcony facing the Grandes Jorasses.', 'Balcón del Val Ferret', 'El balcón del Mont de la Saxe frente a las Grandes Jorasses.'),
      day('Grand Col Ferret to Switzerland', 'The highest pass of the tour (2,537 m) and down to La Fouly.', 'Grand Col Ferret hacia Suiza', 'El paso más alto del tour (2.537 m) y bajada a La Fouly.'),
      day('Champex and back to France', 'A lakeside morning in Champex, transfer and walk to Lac Blanc.', 'Champex y vuelta a Francia', 'Mañana junto al lago en Champex, traslado y caminata al Lac Blanc.'),
      day('Grand Balcon Sud', 'Final balcony walk to La Flégère and farewell lunch in Chamonix.', 'Grand Balcon Sud', 'Último balcón hasta La Flégère y comida de despedida en Chamonix.'),
    ],
    includes: {
      en: ['Certified international mountain leader', 'Seven nights in hotels and mountain huts, half board', 'Daily luggage transfers', 'Lift tickets and transfers in the programme'],
      es: ['Guía acompañante de montaña titulado', 'Siete noches en hoteles y refugios en media pensión', 'Traslado diario de equipaje', 'Remontes y traslados del programa'],
    },
    excludes: {
      en: ['Travel to Chamonix', 'Picnic lunches (about 15 euros a day)', 'Single room supplement'],
      es: ['Viaje hasta Chamonix', 'Picnics de mediodía (unos 15 euros al día)', 'Suplemento de habitación individual'],
    },
    season: { en: 'mid June to mid September', es: 'de mediados de junio a mediados de septiembre' },
    meeting: { en: 'our hotel in central Chamonix at 6 pm on day 1', es: 'nuestro hotel en el centro de Chamonix a las 18:00 del día 1' },
    faq: {
      q: { en: 'Will I sleep in dormitories?', es: '¿Dormiré en habitaciones compartidas?' },
      a: {
        en: 'Two nights are in mountain huts with small shared rooms; the other five are in hotels with private rooms.',
        es: 'Dos noches son en refugios con habitaciones compartidas pequeñas; las otras cinco, en hoteles con habitación privada.',
      },
    },
    stops: [
      { name: 'Chamonix', lon: 6.869, lat: 45.924 }, { name: 'Les Contamines', lon: 6.728, lat: 45.821 },
      { name: 'Col de la Seigne', lon: 6.808, lat: 45.751 }, { name: 'Courmayeur', lon: 6.970, lat: 45.796 },
      { name: 'La Fouly', lon: 7.094, lat: 45.933 }, { name: 'Champex-Lac', lon: 7.115, lat: 46.030 },
      { name: 'Lac Blanc', lon: 6.887, lat: 45.980 },
    ],
  },
  {
    key: 'breithorn', country: 'CH', activity: 16, theme: 'snow', difficulty: 4, groupType: 'both',
    priceEuros: 1890, deposit: 30, variant: 'private', capacity: 8,
    slug: { en: 'zermatt-first-4000m-peaks', es: 'zermatt-primeros-cuatromiles' },
    title: { en: 'Zermatt: Your First 4,000 m Peaks', es: 'Zermatt: tus primeros cuatromiles' },
    summary: {
      en: 'Six days of alpine training and ascents of Breithorn and Pollux with IFMGA guides, facing the Matterhorn.',
      es: 'Seis días de formación alpina y ascensiones al Breithorn y al Pollux con guías UIAGM, frente al Cervino.',
    },
    intro: {
      en: 'This course turns fit hikers into glacier travellers. We start with crampon and rope skills on the Theodul glacier, acclimatise with a night at a high hut, and then climb the Breithorn (4,164 m) and the rocky ridge of Pollux (4,092 m). The ratio is never more than four clients to one guide, and a spare day covers bad weather.',
      es: 'Este curso convierte a senderistas en forma en viajeros de glaciar. Empezamos con crampones y cuerda en el glaciar de Theodul, nos aclimatamos con una noche en un refugio alto y subimos el Breithorn (4.164 m) y la arista rocosa del Pollux (4.092 m). Nunca hay más de cuatro clientes por guía y un día de reserva cubre el mal tiempo.',
    },
    highlights: {
      en: ['Summit of the Breithorn (4,164 m)', 'Rocky ridge and Madonna statue on Pollux', 'Glacier skills: crampons, rope and crevasse rescue', 'Night at the Rifugio Guide d\'Ayas', 'Views of the Matterhorn every day', 'Maximum four clients per guide'],
      es: ['Cumbre del Breithorn (4.164 m)', 'La arista rocosa y la Virgen del Pollux', 'Técnica de glaciar: crampones, cuerda y rescate en grietas', 'Noche en el refugio Guide d\'Ayas', 'Vistas al Cervino cada día', 'Máximo cuatro clientes por guía'],
    },
    days: [
      day('Zermatt', 'Gear check with your guide and an acclimatisation walk to the Gornergrat.', 'Zermatt', 'Revisión de material con el guía y paseo de aclimatación al Gornergrat.'),
      day('Glacier school', 'Crampon technique, rope work and crevasse rescue on the Theodul glacier.', 'Escuela de glaciar', 'Técnica de crampones, encordamiento y rescate en grietas en el glaciar de Theodul.'),
      day('Breithorn', 'Lift to the Klein Matterhorn and ascent of the Breithorn\'s west summit.', 'Breithorn', 'Remonte al Klein Matterhorn y ascensión a la cima oeste del Breithorn.'),
      day('Traverse to Ayas hut', 'Cross the Verra glacier to the Italian Rifugio Guide d\'Ayas (3,420 m).', 'Travesía al refugio de Ayas', 'Cruzamos el glaciar de Verra hasta el refugio italiano Guide d\'Ayas (3.420 m).'),
      day('Pollux', 'Early start, mixed rock ridge with fixed chains and the summit Madonna; return to Zermatt.', 'Pollux', 'Salida temprana, arista mixta con cadenas y la Virgen de la cumbre; regreso a Zermatt.'),
      day('Reserve day and departure', 'Spare day for weather; otherwise a relaxed morning and farewell.', 'Día de reserva y salida', 'Día de reserva por meteorología; si no, mañana tranquila y despedida.'),
    ],
    includes: {
      en: ['IFMGA mountain guide (1:4 ratio)', 'Five nights: hotel in Zermatt and one mountain hut, half board', 'Lift passes for the programme', 'Group technical equipment'],
      es: ['Guía de alta montaña UIAGM (1 por cada 4)', 'Cinco noches: hotel en Zermatt y un refugio, media pensión', 'Pases de remontes del programa', 'Material técnico colectivo'],
    },
    excludes: {
      en: ['Travel to Zermatt', 'Personal equipment: boots, crampons, harness (rental available)', 'Lunches and drinks'],
      es: ['Viaje hasta Zermatt', 'Material personal: botas, crampones, arnés (se puede alquilar)', 'Comidas y bebidas'],
    },
    season: { en: 'late June to mid September', es: 'de finales de junio a mediados de septiembre' },
    meeting: { en: 'our hotel in Zermatt at 5 pm on day 1', es: 'nuestro hotel de Zermatt a las 17:00 del día 1' },
    faq: {
      q: { en: 'Do I need previous climbing experience?', es: '¿Necesito experiencia previa de escalada?' },
      a: {
        en: 'No, but you should be comfortable hiking 1,000 m of ascent and have used crampons once if possible. Day 2 teaches everything else.',
        es: 'No, pero debes estar cómodo subiendo 1.000 m de desnivel y, si es posible, haber usado crampones alguna vez. El día 2 enseña el resto.',
      },
    },
    stops: [
      { name: 'Zermatt', lon: 7.749, lat: 46.020 }, { name: 'Klein Matterhorn', lon: 7.718, lat: 45.938 },
      { name: 'Breithorn', lon: 7.747, lat: 45.941 }, { name: 'Rifugio Guide d\'Ayas', lon: 7.749, lat: 45.914 },
      { name: 'Pollux', lon: 7.783, lat: 45.928 },
    ],
  },
  {
    key: 'haute-route', country: 'CH', activity: 17, theme: 'snow', difficulty: 5, groupType: 'open',
    priceEuros: 2650, deposit: 30, featured: true, variant: 'private', capacity: 8,
    slug: { en: 'haute-route-ski-tour-chamonix-zermatt', es: 'haute-route-esqui-chamonix-zermatt' },
    title: { en: 'Haute Route Ski Tour: Chamonix to Zermatt', es: 'Haute Route con esquís: de Chamonix a Zermatt' },
    summary: {
      en: 'The most famous ski traverse in the Alps: seven days, six huts and some 7,000 m of climbing from Mont Blanc to the Matterhorn.',
      es: 'La travesía con esquís más famosa de los Alpes: siete días, seis refugios y unos 7.000 m de subida del Mont Blanc al Cervino.',
    },
    intro: {
      en: 'First skied in 1911, the Haute Route links Chamonix and Zermatt over a sequence of high glaciers and passes. It is a serious undertaking for strong ski tourers: long days, kick turns, short sections on foot with crampons, and nights in busy huts. In return you ski through the heart of the Pennine Alps and arrive in Zermatt beneath the Matterhorn.',
      es: 'Recorrida con esquís por primera vez en 1911, la Haute Route une Chamonix y Zermatt por una sucesión de glaciares y collados altos. Es un reto serio para esquiadores de travesía en forma: jornadas largas, vueltas María, tramos a pie con crampones y noches en refugios concurridos. A cambio esquías el corazón de los Alpes Peninos y llegas a Zermatt bajo el Cervino.',
    },
    highlights: {
      en: ['Classic Chamonix - Zermatt traverse', 'Six nights in high mountain huts', 'Pigne d\'Arolla summit (3,790 m)', 'Descent of the Stockji glacier beneath the Matterhorn', 'IFMGA guide with a maximum of six skiers'],
      es: ['La travesía clásica Chamonix - Zermatt', 'Seis noches en refugios de alta montaña', 'Cumbre del Pigne d\'Arolla (3.790 m)', 'Descenso del glaciar Stockji bajo el Cervino', 'Guía UIAGM con un máximo de seis esquiadores'],
    },
    days: [
      day('Argentière to Trient hut', 'Up the Argentière glacier, over the Col du Chardonnet and the Fenêtre de Saleina.', 'De Argentière al refugio del Trient', 'Subimos el glaciar de Argentière y cruzamos el Col du Chardonnet y la Fenêtre de Saleina.'),
      day('To Verbier and Mont Fort', 'Descent to Champex, transfer to Verbier and up to the Mont Fort hut.', 'Hacia Verbier y Mont Fort', 'Bajada a Champex, traslado a Verbier y subida al refugio de Mont Fort.'),
      day('Rosablanche to Prafleuri', 'Across the Rosablanche (3,336 m) to the Prafleuri hut.', 'De Rosablanche a Prafleuri', 'Por la Rosablanche (3.336 m) hasta el refugio de Prafleuri.'),
      day('Dix hut', 'Along the Lac des Dix to the Cabane des Dix under Mont Blanc de Cheilon.', 'Refugio de Dix', 'Junto al Lac des Dix hasta la Cabane des Dix bajo el Mont Blanc de Cheilon.'),
      day('Pigne d\'Arolla to Vignettes', 'Climb the Pigne d\'Arolla and descend to the Vignettes hut perched on its rock.', 'Del Pigne d\'Arolla a Vignettes', 'Subimos el Pigne d\'Arolla y bajamos al refugio de Vignettes, colgado en su roca.'),
      day('Three passes to Zermatt', 'The queen stage: Col de l\'Évêque, Col du Mont Brulé, Col de Valpelline and down to Zermatt.', 'Tres collados hasta Zermatt', 'La etapa reina: Col de l\'Évêque, Col du Mont Brulé, Col de Valpelline y bajada a Zermatt.'),
      day('Reserve day', 'Weather reserve; if not needed, a celebration day of skiing in Zermatt.', 'Día de reserva', 'Reserva por meteorología; si no hace falta, día de celebración esquiando en Zermatt.'),
    ],
    includes: {
      en: ['IFMGA ski guide', 'Six nights in huts, half board', 'Transfers in the programme and train back to Chamonix', 'Avalanche airbag rental'],
      es: ['Guía de esquí UIAGM', 'Seis noches en refugios, media pensión', 'Traslados del programa y tren de vuelta a Chamonix', 'Alquiler de mochila airbag'],
    },
    excludes: {
      en: ['Touring skis, skins, crampons, transceiver', 'Hut drinks and lunches', 'Hotel night in Chamonix before the tour'],
      es: ['Esquís de travesía, pieles, crampones y ARVA', 'Bebidas y almuerzos en refugios', 'Noche de hotel en Chamonix antes de la travesía'],
    },
    season: { en: 'late March to early May', es: 'de finales de marzo a principios de mayo' },
    meeting: { en: 'the Argentière lift station at 7:30 am on day 1', es: 'la estación de remontes de Argentière a las 7:30 del día 1' },
    faq: {
      q: { en: 'What ski level is required?', es: '¿Qué nivel de esquí se necesita?' },
      a: {
        en: 'You must ski any off-piste snow in control and have done several multi-day tours with 1,500 m climbs. We ask for a tour log when you book.',
        es: 'Debes esquiar con control cualquier nieve fuera de pista y haber hecho varias travesías de varios días con 1.500 m de subida. Pedimos un historial al reservar.',
      },
    },
    stops: [
      { name: 'Argentière', lon: 6.927, lat: 45.982 }, { name: 'Cabane du Trient', lon: 7.045, lat: 45.999 },
      { name: 'Verbier', lon: 7.228, lat: 46.097 }, { name: 'Cabane de Prafleuri', lon: 7.378, lat: 46.085 },
      { name: 'Cabane des Dix', lon: 7.403, lat: 46.004 }, { name: 'Cabane des Vignettes', lon: 7.470, lat: 45.983 },
      { name: 'Zermatt', lon: 7.749, lat: 46.020 },
    ],
  },
];
