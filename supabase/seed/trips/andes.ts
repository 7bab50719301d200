import { day, type TripTemplate } from '../types';

export const andesTrips: TripTemplate[] = [
  {
    key: 'inca-trail', country: 'PE', activity: 15, theme: 'peaks', difficulty: 3, groupType: 'open',
    priceEuros: 1450, deposit: 30, featured: true, variant: 'private', capacity: 14,
    slug: { en: 'inca-trail-machu-picchu', es: 'camino-inca-machu-picchu' },
    title: { en: 'Inca Trail to Machu Picchu', es: 'Camino Inca a Machu Picchu' },
    summary: {
      en: 'Acclimatise in Cusco and the Sacred Valley, then walk four days on the original Inca road to the Sun Gate.',
      es: 'Aclimátate en Cusco y el Valle Sagrado y camina cuatro días por la calzada inca original hasta la Puerta del Sol.',
    },
    intro: {
      en: 'Permits for the classic Inca Trail are limited to 500 people a day, porters included, and we book them months ahead. Before the trek we spend two days in Cusco and the Sacred Valley visiting Pisac and Ollantaytambo. Then the trail climbs over Dead Woman\'s Pass at 4,215 m, passes cloud-forest ruins that most visitors never see, and reaches Machu Picchu through the Inti Punku at first light.',
      es: 'Los permisos del Camino Inca clásico se limitan a 500 personas al día, porteadores incluidos, y los reservamos con meses de antelación. Antes del trekking pasamos dos días en Cusco y el Valle Sagrado visitando Pisac y Ollantaytambo. Después el camino cruza el paso de Warmiwañusca a 4.215 m, recorre ruinas del bosque nuboso que pocos visitantes ven y llega a Machu Picchu por el Inti Punku con la primera luz.',
    },
    highlights: {
      en: ['Entering Machu Picchu through the Sun Gate', 'Dead Woman\'s Pass at 4,215 m', 'Wiñay Wayna terraces in the cloud forest', 'Pisac market and Ollantaytambo fortress', 'Camp crew of Quechua porters and cooks'],
      es: ['Entrar en Machu Picchu por la Puerta del Sol', 'El paso de Warmiwañusca a 4.215 m', 'Las terrazas de Wiñay Wayna en el bosque nuboso', 'El mercado de Pisac y la fortaleza de Ollantaytambo', 'Equipo de porteadores y cocineros quechuas'],
    },
    days: [
      day('Arrival in Cusco', 'Transfer to a colonial hotel, coca tea and an easy evening in the Plaza de Armas.', 'Llegada a Cusco', 'Traslado a un hotel colonial, mate de coca y tarde tranquila en la Plaza de Armas.'),
      day('Sacred Valley', 'Pisac ruins and market, lunch with a farming family and night in Urubamba.', 'Valle Sagrado', 'Ruinas y mercado de Pisac, almuerzo con una familia campesina y noche en Urubamba.'),
      day('Km 82 to Wayllabamba', 'Start at Piscacucho and follow the Urubamba river past Llactapata ruins.', 'Del km 82 a Wayllabamba', 'Salimos de Piscacucho siguiendo el río Urubamba junto a las ruinas de Llactapata.'),
      day('Dead Woman\'s Pass', 'The hardest day: a long climb to 4,215 m and descent to Pacaymayo camp.', 'Paso de Warmiwañusca', 'El día más duro: larga subida a 4.215 m y bajada al campamento de Pacaymayo.'),
      day('Runkurakay to Wiñay Wayna', 'Two more passes and the finest stretch of Inca paving, past Sayacmarca and Phuyupatamarca.', 'De Runkurakay a Wiñay Wayna', 'Dos pasos más y el mejor tramo empedrado, por Sayacmarca y Phuyupatamarca.'),
      day('Sun Gate and Machu Picchu', 'Early start to the Inti Punku, guided tour of the citadel and train to Cusco.', 'Puerta del Sol y Machu Picchu', 'Salida temprana al Inti Punku, visita guiada de la ciudadela y tren a Cusco.'),
      day('Departure from Cusco', 'Free morning for San Pedro market and transfer to the airport.', 'Salida desde Cusco', 'Mañana libre para el mercado de San Pedro y traslado al aeropuerto.'),
    ],
    includes: {
      en: ['Inca Trail permit and Machu Picchu entrance', 'Porters, cook and camping equipment', 'Three hotel nights in Cusco and Urubamba', 'Vistadome train back to Cusco'],
      es: ['Permiso del Camino Inca y entrada a Machu Picchu', 'Porteadores, cocinero y equipo de acampada', 'Tres noches de hotel en Cusco y Urubamba', 'Tren Vistadome de regreso a Cusco'],
    },
    excludes: {
      en: ['Flights to Cusco', 'Sleeping bag rental (15 euros)', 'Huayna Picchu entrance'],
      es: ['Vuelos a Cusco', 'Alquiler de saco de dormir (15 euros)', 'Entrada al Huayna Picchu'],
    },
    season: { en: 'April to October (the trail closes in February)', es: 'de abril a octubre (el camino cierra en febrero)' },
    meeting: { en: 'Cusco airport or our hotel near the Plaza de Armas on day 1', es: 'el aeropuerto de Cusco o nuestro hotel junto a la Plaza de Armas el día 1' },
    faq: {
      q: { en: 'Why must I book so early?', es: '¿Por qué hay que reservar con tanta antelación?' },
      a: {
        en: 'Permits are issued by name with your passport number and often sell out four to six months ahead. We request them as soon as you book.',
        es: 'Los permisos son nominales, con el número de pasaporte, y suelen agotarse con cuatro a seis meses de antelación. Los pedimos en cuanto reservas.',
      },
    },
    stops: [
      { name: 'Cusco', lon: -71.967, lat: -13.532 }, { name: 'Pisac', lon: -71.849, lat: -13.421 },
      { name: 'Ollantaytambo', lon: -72.263, lat: -13.258 }, { name: 'Wayllabamba', lon: -72.441, lat: -13.246 },
      { name: 'Warmiwañusca', lon: -72.478, lat: -13.233 }, { name: 'Machu Picchu', lon: -72.545, lat: -13.163 },
    ],
  },
  {
    key: 'torres-del-paine', country: 'CL', activity: 15, theme: 'peaks', difficulty: 3, groupType: 'open',
    priceEuros: 2150, deposit: 30, variant: 'premium', capacity: 12,
    slug: { en: 'torres-del-paine-w-trek', es: 'trekking-w-torres-del-paine' },
    title: { en: 'Torres del Paine W Trek', es: 'Trekking de la W en Torres del Paine' },
    summary: {
      en: 'Five days on the W circuit: the granite towers at dawn, the French Valley and the blue ice of Grey Glacier.',
      es: 'Cinco días en el circuito W: las torres de granito al alba, el valle del Francés y el hielo azul del glaciar Grey.',
    },
    intro: {
      en: 'The W is named after the shape it draws on the map: three valleys that cut into the Paine massif from the shore of Lake Nordenskjöld. We walk it from east to west with light packs, sleeping in refugios with hot showers and hearty Patagonian dinners. Expect four seasons in a day and wind that you will talk about for years.',
      es: 'La W debe su nombre a la forma que dibuja en el mapa: tres valles que se adentran en el macizo del Paine desde la orilla del lago Nordenskjöld. La recorremos de este a oeste con mochila ligera, durmiendo en refugios con ducha caliente y cenas patagónicas contundentes. Espera las cuatro estaciones en un día y un viento del que hablarás durante años.',
    },
    highlights: {
      en: ['The three Torres at sunrise', 'The hanging glaciers of the French Valley', 'Boat across Lake Pehoé', 'Grey Glacier viewpoint and icebergs', 'Guanacos and condors on the Patagonian steppe', 'Refugios with hot showers and dinners'],
      es: ['Las tres Torres al amanecer', 'Los glaciares colgantes del valle del Francés', 'Travesía en barco por el lago Pehoé', 'Mirador del glaciar Grey y sus témpanos', 'Guanacos y cóndores en la estepa patagónica', 'Refugios con ducha caliente y cena'],
    },
    days: [
      day('Puerto Natales', 'Meet the group, check equipment and dinner in this harbour town.', 'Puerto Natales', 'Encuentro con el grupo, revisión del equipo y cena en este pueblo portuario.'),
      day('Into the park', 'Drive to Torres del Paine and walk along the lake to Refugio Los Cuernos.', 'Entrada al parque', 'Traslado a Torres del Paine y caminata junto al lago hasta el refugio Los Cuernos.'),
      day('Base of the Towers', 'A steep moraine climb to the lagoon at the foot of the three granite towers.', 'Base de las Torres', 'Subida empinada por la morrena hasta la laguna al pie de las tres torres de granito.'),
      day('French Valley', 'Up the valley between Paine Grande and the Cuernos, with avalanches rumbling above.', 'Valle del Francés', 'Subida por el valle entre el Paine Grande y los Cuernos, con aludes retumbando arriba.'),
      day('Grey Glacier', 'Along Lake Grey to the glacier front and its floating icebergs.', 'Glaciar Grey', 'Junto al lago Grey hasta el frente del glaciar y sus témpanos flotantes.'),
      day('Catamaran and return', 'Catamaran across Lake Pehoé and drive back to Puerto Natales for a farewell asado.', 'Catamarán y regreso', 'Catamarán por el lago Pehoé y regreso a Puerto Natales para un asado de despedida.'),
      day('Departure', 'Transfer to Puerto Natales or Punta Arenas airport.', 'Salida', 'Traslado al aeropuerto de Puerto Natales o de Punta Arenas.'),
    ],
    includes: {
      en: ['Bilingual Chilean guide', 'Four refugio nights with full board', 'National park entrance and catamaran', 'Two hotel nights in Puerto Natales'],
      es: ['Guía chileno bilingüe', 'Cuatro noches en refugios con pensión completa', 'Entrada al parque nacional y catamarán', 'Dos noches de hotel en Puerto Natales'],
    },
    excludes: {
      en: ['Flights to Punta Arenas or Puerto Natales', 'Drinks in refugios', 'Sleeping bag (can be rented)'],
      es: ['Vuelos a Punta Arenas o Puerto Natales', 'Bebidas en los refugios', 'Saco de dormir (se puede alquilar)'],
    },
    season: { en: 'October to April, the southern summer', es: 'de octubre a abril, el verano austral' },
    meeting: { en: 'our hotel in Puerto Natales at 7 pm on day 1', es: 'nuestro hotel de Puerto Natales a las 19:00 del día 1' },
    faq: {
      q: { en: 'How strong is the Patagonian wind?', es: '¿Cuánto sopla el viento patagónico?' },
      a: {
        en: 'Gusts above 80 km/h are common in summer. Guides adapt the timing of each stage, and trekking poles help a lot.',
        es: 'En verano son habituales las rachas de más de 80 km/h. Los guías adaptan el horario de cada etapa y los bastones ayudan mucho.',
      },
    },
    stops: [
      { name: 'Puerto Natales', lon: -72.507, lat: -51.730 }, { name: 'Refugio Los Cuernos', lon: -72.987, lat: -51.033 },
      { name: 'Base Torres', lon: -72.943, lat: -50.942 }, { name: 'Valle del Francés', lon: -73.066, lat: -50.990 },
      { name: 'Glaciar Grey', lon: -73.222, lat: -50.990 }, { name: 'Lago Pehoé', lon: -73.060, lat: -51.080 },
    ],
  },
  {
    key: 'fitz-roy', country: 'AR', activity: 15, theme: 'peaks', difficulty: 2, groupType: 'ask',
    priceEuros: 1790, deposit: 0, variant: 'private', capacity: 10,
    slug: { en: 'fitz-roy-el-chalten-trekking', es: 'trekking-fitz-roy-el-chalten' },
    title: { en: 'Fitz Roy and El Chaltén Trekking', es: 'Trekking en el Fitz Roy y El Chaltén' },
    summary: {
      en: 'Day hikes from a cosy lodge in El Chaltén to Laguna de los Tres and Cerro Torre, plus a walk on Perito Moreno.',
      es: 'Excursiones desde un lodge acogedor en El Chaltén a la Laguna de los Tres y el Cerro Torre, y caminata por el Perito Moreno.',
    },
    intro: {
      en: 'This trip keeps the same comfortable base for four nights, so you hike each day with a light pack and return to a hot shower and Patagonian lamb. The trails leave straight from the village towards Fitz Roy, Cerro Torre and Laguna Capri, and the week ends in El Calafate with crampons on the ice of Perito Moreno glacier.',
      es: 'Este viaje mantiene la misma base cómoda durante cuatro noches, así que caminas cada día con mochila ligera y vuelves a una ducha caliente y cordero patagónico. Los senderos salen del propio pueblo hacia el Fitz Roy, el Cerro Torre y la Laguna Capri, y la semana termina en El Calafate con crampones sobre el hielo del glaciar Perito Moreno.',
    },
    highlights: {
      en: ['Laguna de los Tres beneath Fitz Roy', 'Laguna Torre and the Cerro Torre spire', 'Mini-trekking with crampons on Perito Moreno', 'Same lodge for four nights in El Chaltén', 'Condors over the Patagonian steppe'],
      es: ['La Laguna de los Tres bajo el Fitz Roy', 'La Laguna Torre y la aguja del Cerro Torre', 'Minitrekking con crampones sobre el Perito Moreno', 'El mismo lodge cuatro noches en El Chaltén', 'Cóndores sobre la estepa patagónica'],
    },
    days: [
      day('El Calafate', 'Arrival and a stroll to Laguna Nimez bird reserve.', 'El Calafate', 'Llegada y paseo a la reserva de aves de la Laguna Nimez.'),
      day('Drive to El Chaltén', 'Three hours along Lake Viedma with the Fitz Roy skyline ahead; short hike to the condor viewpoint.', 'Hacia El Chaltén', 'Tres horas junto al lago Viedma con el Fitz Roy de frente; paseo corto al mirador de los cóndores.'),
      day('Laguna Torre', 'An easy valley walk to the glacial lake beneath Cerro Torre.', 'Laguna Torre', 'Caminata sencilla por el valle hasta la laguna glaciar bajo el Cerro Torre.'),
      day('Laguna de los Tres', 'The classic: a long day ending with a steep hour to the lake at the foot of Fitz Roy.', 'Laguna de los Tres', 'El clásico: una jornada larga que termina con una hora empinada hasta la laguna al pie del Fitz Roy.'),
      day('Loma del Pliegue Tumbado', 'A panoramic ridge with views of both massifs and Lake Viedma.', 'Loma del Pliegue Tumbado', 'Una loma panorámica con vistas a los dos macizos y al lago Viedma.'),
      day('Back to El Calafate', 'Free morning in El Chaltén and transfer back to El Calafate.', 'Regreso a El Calafate', 'Mañana libre en El Chaltén y traslado de vuelta a El Calafate.'),
      day('Perito Moreno glacier', 'Walkways facing the ice wall and a guided mini-trek on the glacier.', 'Glaciar Perito Moreno', 'Pasarelas frente al muro de hielo y minitrekking guiado sobre el glaciar.'),
      day('Departure', 'Transfer to El Calafate airport.', 'Salida', 'Traslado al aeropuerto de El Calafate.'),
    ],
    includes: {
      en: ['Argentine mountain guide', 'Seven nights in lodges and hotels with breakfast', 'Perito Moreno entrance and mini-trekking', 'All transfers in Patagonia'],
      es: ['Guía de montaña argentino', 'Siete noches en lodges y hoteles con desayuno', 'Entrada al Perito Moreno y minitrekking', 'Todos los traslados en la Patagonia'],
    },
    excludes: {
      en: ['Flights to El Calafate', 'Dinners (about 25 euros each)', 'Los Glaciares park fee paid locally'],
      es: ['Vuelos a El Calafate', 'Cenas (unos 25 euros cada una)', 'Tasa del parque Los Glaciares, se paga allí'],
    },
    season: { en: 'November to March', es: 'de noviembre a marzo' },
    meeting: { en: 'El Calafate airport on day 1', es: 'el aeropuerto de El Calafate el día 1' },
    faq: {
      q: { en: 'Can the group size or dates be adapted?', es: '¿Se pueden adaptar las fechas o el tamaño del grupo?' },
      a: {
        en: 'Yes. This trip is organised on request: tell us your dates and group with the inquiry form and we confirm availability and price.',
        es: 'Sí. Este viaje se organiza a demanda: dinos tus fechas y tu grupo con el formulario de consulta y confirmamos disponibilidad y precio.',
      },
    },
    stops: [
      { name: 'El Calafate', lon: -72.277, lat: -50.338 }, { name: 'El Chaltén', lon: -72.886, lat: -49.331 },
      { name: 'Laguna Torre', lon: -73.077, lat: -49.327 }, { name: 'Laguna de los Tres', lon: -73.000, lat: -49.271 },
      { name: 'Perito Moreno', lon: -73.048, lat: -50.496 },
    ],
  },
];
