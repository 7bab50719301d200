import { day, type TripTemplate } from '../types';

export const trailTrips: TripTemplate[] = [
  {
    key: 'chamonix-trail', country: 'FR', activity: 21, theme: 'peaks', difficulty: 4, groupType: 'open',
    priceEuros: 1290, deposit: 30, variant: 'premium', capacity: 12,
    slug: { en: 'chamonix-trail-running-camp', es: 'campus-trail-running-chamonix' },
    title: { en: 'Chamonix Trail Running Camp', es: 'Campus de trail running en Chamonix' },
    summary: {
      en: 'Six days of coached running on the balconies of Mont Blanc, with technique sessions and two pace groups.',
      es: 'Seis días de carreras con entrenador por los balcones del Mont Blanc, con técnica y dos grupos de ritmo.',
    },
    intro: {
      en: 'Chamonix hosts the UTMB every August, and its trails are a masterclass in climbing and descending. This camp covers 15 to 25 km a day with 1,000 to 1,600 m of ascent, split into two groups so nobody runs at someone else\'s pace. Afternoons bring technique clinics, mobility sessions and talks on nutrition for long races.',
      es: 'Chamonix acoge cada agosto el UTMB y sus senderos son una clase magistral de subir y bajar. Este campus recorre de 15 a 25 km diarios con 1.000 a 1.600 m de desnivel, en dos grupos para que nadie corra al ritmo de otro. Por la tarde hay sesiones de técnica, movilidad y charlas de nutrición para carreras largas.',
    },
    highlights: {
      en: ['Sections of the UTMB course with a coach', 'Lac Blanc and the Aiguilles Rouges balcony', 'Downhill technique clinic', 'Two pace groups every day', 'Video analysis of your running form'],
      es: ['Tramos del recorrido del UTMB con entrenador', 'El Lac Blanc y el balcón de las Aiguilles Rouges', 'Clínica de técnica de bajada', 'Dos grupos de ritmo cada día', 'Análisis en vídeo de tu técnica de carrera'],
    },
    days: [
      day('Welcome run', 'Easy 8 km shake-out along the Arve and goal-setting session.', 'Carrera de bienvenida', 'Rodaje suave de 8 km junto al Arve y sesión de objetivos.'),
      day('Aiguilles Rouges balcony', 'Flèchère to Lac Blanc and back by the Grand Balcon Sud, 18 km.', 'Balcón de las Aiguilles Rouges', 'De La Flégère al Lac Blanc y vuelta por el Grand Balcon Sud, 18 km.'),
      day('Technique day', 'Short hill repeats, downhill clinic and video analysis.', 'Día de técnica', 'Series cortas en cuesta, clínica de bajada y análisis en vídeo.'),
      day('Col de Balme', 'A long loop on the UTMB course to the Swiss border, 24 km.', 'Col de Balme', 'Un bucle largo por el recorrido del UTMB hasta la frontera suiza, 24 km.'),
      day('Recovery and Brévent', 'Morning off, then a sunset run to the Brévent viewpoint.', 'Recuperación y Brévent', 'Mañana libre y carrera al atardecer hasta el mirador del Brévent.'),
      day('Les Houches finale', 'Final run over the Col de Voza and a celebration lunch.', 'Final en Les Houches', 'Última carrera por el Col de Voza y comida de celebración.'),
    ],
    includes: {
      en: ['Two qualified trail-running coaches', 'Five nights in a chalet, half board', 'Lift tickets used in the programme', 'Video analysis and training plan'],
      es: ['Dos entrenadores titulados de trail running', 'Cinco noches en un chalet, media pensión', 'Remontes usados en el programa', 'Análisis en vídeo y plan de entrenamiento'],
    },
    excludes: {
      en: ['Travel to Chamonix', 'Running shoes and hydration vest', 'Lunches'],
      es: ['Viaje hasta Chamonix', 'Zapatillas y chaleco de hidratación', 'Comidas de mediodía'],
    },
    season: { en: 'late June to mid September', es: 'de finales de junio a mediados de septiembre' },
    meeting: { en: 'our chalet in Chamonix at 4 pm on day 1', es: 'nuestro chalet de Chamonix a las 16:00 del día 1' },
    faq: {
      q: { en: 'What running level do I need?', es: '¿Qué nivel de carrera necesito?' },
      a: {
        en: 'You should run 30 km a week and be able to run 15 km on hilly trails. The slower group walks the steepest climbs.',
        es: 'Debes correr 30 km a la semana y poder hacer 15 km por senderos con desnivel. El grupo más lento camina las subidas más empinadas.',
      },
    },
    stops: [
      { name: 'Chamonix', lon: 6.869, lat: 45.924 }, { name: 'La Flégère', lon: 6.898, lat: 45.960 },
      { name: 'Lac Blanc', lon: 6.887, lat: 45.980 }, { name: 'Col de Balme', lon: 6.993, lat: 46.023 },
      { name: 'Le Brévent', lon: 6.837, lat: 45.934 }, { name: 'Les Houches', lon: 6.799, lat: 45.891 },
    ],
  },
  {
    key: 'sierra-nevada-trail', country: 'ES', activity: 21, theme: 'hills', difficulty: 3, groupType: 'both',
    priceEuros: 790, deposit: 30, variant: 'private', capacity: 12,
    slug: { en: 'sierra-nevada-alpujarra-trail-run', es: 'trail-sierra-nevada-alpujarra' },
    title: { en: 'Sierra Nevada and Alpujarra Trail Run', es: 'Trail por Sierra Nevada y la Alpujarra' },
    summary: {
      en: 'Five days running between white villages of the Alpujarra and the high Sierra Nevada, with Mulhacén as a finale.',
      es: 'Cinco días corriendo entre pueblos blancos de la Alpujarra y la alta Sierra Nevada, con el Mulhacén como final.',
    },
    intro: {
      en: 'The Alpujarra is a network of mule paths and irrigation channels built by the Moors on the southern slopes of the Sierra Nevada. We run from village to village with luggage moved for us, sleeping in small inns in Pampaneira, Trevélez and Capileira, and finish with the ascent of Mulhacén, at 3,479 m the highest peak in mainland Spain.',
      es: 'La Alpujarra es una red de caminos de herradura y acequias que los moriscos construyeron en la cara sur de Sierra Nevada. Corremos de pueblo en pueblo con el equipaje trasladado, dormimos en pequeñas posadas de Pampaneira, Trevélez y Capileira y terminamos con la subida al Mulhacén, que con 3.479 m es el techo de la Península.',
    },
    highlights: {
      en: ['Mulhacén summit, highest in mainland Spain', 'White villages of the Poqueira gorge', 'Moorish irrigation channels and mule paths', 'Cured ham tasting in Trevélez', 'Luggage moved between inns'],
      es: ['Cumbre del Mulhacén, techo de la Península', 'Los pueblos blancos del barranco de Poqueira', 'Acequias y caminos de herradura moriscos', 'Cata de jamón en Trevélez', 'Traslado de equipaje entre posadas'],
    },
    days: [
      day('Granada to Pampaneira', 'Transfer from Granada and a 10 km loop through the Poqueira gorge.', 'De Granada a Pampaneira', 'Traslado desde Granada y bucle de 10 km por el barranco de Poqueira.'),
      day('Pampaneira to Trevélez', 'A 22 km run along the acequias to Spain\'s highest village.', 'De Pampaneira a Trevélez', 'Carrera de 22 km por las acequias hasta el pueblo más alto de España.'),
      day('Siete Lagunas', 'A climb to the glacial lakes beneath Mulhacén, 20 km.', 'Siete Lagunas', 'Subida a las lagunas glaciares bajo el Mulhacén, 20 km.'),
      day('Mulhacén', 'Summit run from the Hoya del Portillo and descent to Capileira.', 'Mulhacén', 'Carrera a la cumbre desde la Hoya del Portillo y bajada a Capileira.'),
      day('Capileira and Granada', 'Easy recovery jog and transfer to Granada in time to see the Alhambra.', 'Capileira y Granada', 'Rodaje suave de recuperación y traslado a Granada a tiempo para ver la Alhambra.'),
    ],
    includes: {
      en: ['Trail-running coach and support vehicle', 'Four nights in village inns, half board', 'Luggage transfers', 'Transfers from and to Granada'],
      es: ['Entrenador de trail y vehículo de apoyo', 'Cuatro noches en posadas de pueblo, media pensión', 'Traslado de equipaje', 'Traslados desde y hasta Granada'],
    },
    excludes: {
      en: ['Travel to Granada', 'Lunches and snacks', 'Alhambra entrance'],
      es: ['Viaje hasta Granada', 'Comidas y avituallamiento', 'Entrada a la Alhambra'],
    },
    season: { en: 'June to early October', es: 'de junio a principios de octubre' },
    meeting: { en: 'Granada bus station at 10 am on day 1', es: 'la estación de autobuses de Granada a las 10:00 del día 1' },
    faq: {
      q: { en: 'Is it very hot in summer?', es: '¿Hace mucho calor en verano?' },
      a: {
        en: 'The villages lie above 1,400 m, so mornings are cool. We start early and the support vehicle carries extra water.',
        es: 'Los pueblos están por encima de 1.400 m y las mañanas son frescas. Salimos temprano y el vehículo de apoyo lleva agua extra.',
      },
    },
    stops: [
      { name: 'Pampaneira', lon: -3.361, lat: 36.940 }, { name: 'Trevélez', lon: -3.266, lat: 37.000 },
      { name: 'Siete Lagunas', lon: -3.292, lat: 37.043 }, { name: 'Mulhacén', lon: -3.311, lat: 37.053 },
      { name: 'Capileira', lon: -3.359, lat: 36.961 },
    ],
  },
];
