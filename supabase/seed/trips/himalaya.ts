import { day, type TripTemplate } from '../types';

export const himalayaTrips: TripTemplate[] = [
  {
    key: 'annapurna', country: 'NP', activity: 15, theme: 'peaks', difficulty: 3, groupType: 'open',
    priceEuros: 1690, deposit: 30, featured: true, variant: 'private', capacity: 12,
    slug: { en: 'annapurna-sanctuary-trek', es: 'trekking-santuario-annapurna' },
    title: { en: 'Annapurna Sanctuary Trek', es: 'Trekking al Santuario del Annapurna' },
    summary: {
      en: 'Ten days through rhododendron forest and Gurung villages to a glacial amphitheatre ringed by 7,000-metre peaks.',
      es: 'Diez días entre bosques de rododendros y aldeas gurung hasta un anfiteatro glaciar rodeado de cumbres de 7.000 metros.',
    },
    intro: {
      en: 'The Annapurna Sanctuary is a hidden basin at 4,130 m, reached by a single valley that the Gurung people once considered sacred. From Pokhara we climb through terraced farmland and bamboo forest, sleep in family teahouses, and wake at base camp surrounded by Annapurna I, Hiunchuli and the fishtail summit of Machapuchare. The altitude gain is gradual and the trails are well kept, making it an ideal first Himalayan trek.',
      es: 'El Santuario del Annapurna es una cuenca escondida a 4.130 m a la que solo se llega por un valle que los gurung consideraban sagrado. Desde Pokhara subimos entre bancales, bosques de bambú y lodges familiares, y despertamos en el campo base rodeados por el Annapurna I, el Hiunchuli y la cumbre en cola de pez del Machapuchare. La ganancia de altura es progresiva y los senderos están bien cuidados: es un primer trekking ideal en el Himalaya.',
    },
    highlights: {
      en: ['Sunrise at Annapurna Base Camp (4,130 m)', 'Poon Hill viewpoint over Dhaulagiri and Annapurna', 'Gurung villages of Ghandruk and Chhomrong', 'Natural hot springs at Jhinu Danda', 'Teahouse nights with local families', 'Lakeside Pokhara at the start and end'],
      es: ['Amanecer en el campo base del Annapurna (4.130 m)', 'Mirador de Poon Hill sobre el Dhaulagiri y el Annapurna', 'Aldeas gurung de Ghandruk y Chhomrong', 'Aguas termales naturales en Jhinu Danda', 'Noches en lodges con familias locales', 'Pokhara y su lago al principio y al final'],
    },
    days: [
      day('Arrival in Pokhara', 'Transfer from Pokhara airport to our lakeside hotel and trek briefing over dinner.', 'Llegada a Pokhara', 'Traslado del aeropuerto de Pokhara al hotel junto al lago y charla del trekking durante la cena.'),
      day('Nayapul to Tikhedhunga', 'A short drive to Nayapul and an easy first walk along the Bhurungdi river.', 'De Nayapul a Tikhedhunga', 'Breve trayecto a Nayapul y primera caminata sencilla junto al río Bhurungdi.'),
      day('Up to Ghorepani', 'Some 3,300 stone steps lead through oak and rhododendron forest to Ghorepani (2,860 m).', 'Subida a Ghorepani', 'Unos 3.300 escalones de piedra entre robles y rododendros nos llevan a Ghorepani (2.860 m).'),
      day('Poon Hill and Tadapani', 'Pre-dawn climb to Poon Hill for sunrise, then a ridge walk to Tadapani.', 'Poon Hill y Tadapani', 'Subida antes del alba a Poon Hill para ver amanecer y paseo por la cresta hasta Tadapani.'),
      day('To Chhomrong', 'Descend to Gurung farmland and climb to Chhomrong, gateway to the sanctuary.', 'Hacia Chhomrong', 'Bajamos a los campos gurung y subimos a Chhomrong, puerta del santuario.'),
      day('Bamboo to Deurali', 'Into the Modi Khola gorge through bamboo and waterfalls up to Deurali (3,200 m).', 'De Bamboo a Deurali', 'Entramos en la garganta del Modi Khola entre bambú y cascadas hasta Deurali (3.200 m).'),
      day('Annapurna Base Camp', 'Via Machapuchare Base Camp into the sanctuary; sunset on the south face of Annapurna I.', 'Campo base del Annapurna', 'Por el campo base del Machapuchare entramos en el santuario; atardecer sobre la cara sur del Annapurna I.'),
      day('Down to Bamboo', 'Sunrise at base camp, then a long descent back through the gorge.', 'Bajada a Bamboo', 'Amanecer en el campo base y larga bajada de vuelta por la garganta.'),
      day('Jhinu Danda hot springs', 'Descend to Jhinu Danda and soak tired legs in the riverside hot springs.', 'Termas de Jhinu Danda', 'Bajamos a Jhinu Danda y relajamos las piernas en las termas junto al río.'),
      day('Back to Pokhara', 'Walk out to the road, drive to Pokhara and farewell dinner by the lake.', 'Regreso a Pokhara', 'Caminata hasta la carretera, traslado a Pokhara y cena de despedida junto al lago.'),
    ],
    includes: {
      en: ['English-speaking Nepali guide and porters (one per two trekkers)', 'Teahouse accommodation and all meals on trek', 'Two nights in a lakeside hotel in Pokhara', 'ACAP permit and TIMS card'],
      es: ['Guía nepalí de habla inglesa y porteadores (uno por cada dos)', 'Alojamiento en lodges y pensión completa en el trekking', 'Dos noches en hotel junto al lago en Pokhara', 'Permiso ACAP y tarjeta TIMS'],
    },
    excludes: {
      en: ['International flights to Kathmandu and the Pokhara flight', 'Nepal visa (on arrival)', 'Hot showers and device charging in teahouses'],
      es: ['Vuelos internacionales a Katmandú y vuelo a Pokhara', 'Visado de Nepal (se tramita a la llegada)', 'Duchas calientes y carga de dispositivos en los lodges'],
    },
    season: { en: 'March to May and October to November', es: 'de marzo a mayo y de octubre a noviembre' },
    meeting: { en: 'our hotel in Lakeside, Pokhara, at 6 pm on day 1', es: 'nuestro hotel de Lakeside, en Pokhara, a las 18:00 del día 1' },
    faq: {
      q: { en: 'Is altitude sickness a risk on this trek?', es: '¿Hay riesgo de mal de altura en este trekking?' },
      a: {
        en: 'The highest night is at 4,130 m and the ascent is gradual, so serious problems are rare. Guides check every trekker daily and carry a pulse oximeter.',
        es: 'La noche más alta es a 4.130 m y el ascenso es progresivo, así que los problemas graves son raros. Los guías revisan a cada persona a diario y llevan pulsioxímetro.',
      },
    },
    stops: [
      { name: 'Pokhara', lon: 83.959, lat: 28.209 }, { name: 'Nayapul', lon: 83.814, lat: 28.268 },
      { name: 'Ghorepani', lon: 83.699, lat: 28.400 }, { name: 'Tadapani', lon: 83.777, lat: 28.393 },
      { name: 'Chhomrong', lon: 83.816, lat: 28.414 }, { name: 'Deurali', lon: 83.870, lat: 28.487 },
      { name: 'Annapurna Base Camp', lon: 83.878, lat: 28.530 },
    ],
  },
  {
    key: 'everest', country: 'NP', activity: 15, theme: 'snow', difficulty: 4, groupType: 'both',
    priceEuros: 2390, discount: 10, deposit: 30, featured: true, variant: 'premium', capacity: 12,
    video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    slug: { en: 'everest-base-camp-trek', es: 'trekking-campo-base-everest' },
    title: { en: 'Everest Base Camp Trek', es: 'Trekking al campo base del Everest' },
    summary: {
      en: 'Twelve days in the Khumbu: Sherpa monasteries, Kala Patthar at 5,545 m and the foot of the world\'s highest mountain.',
      es: 'Doce días en el Khumbu: monasterios sherpas, el Kala Patthar a 5.545 m y el pie de la montaña más alta del mundo.',
    },
    intro: {
      en: 'Few walks carry the weight of this one. After the famous flight into Lukla we follow the Dudh Koshi through Namche Bazaar, the Sherpa capital, and climb past the monastery of Tengboche towards the Khumbu glacier. Two acclimatisation days are built in, and the climax is Kala Patthar, the black rock that gives the best view of Everest\'s summit pyramid.',
      es: 'Pocas caminatas tienen tanto peso como esta. Tras el famoso vuelo a Lukla seguimos el Dudh Koshi por Namche Bazaar, la capital sherpa, y subimos por el monasterio de Tengboche hacia el glaciar del Khumbu. Incluye dos días de aclimatación y culmina en el Kala Patthar, la roca negra con la mejor vista de la pirámide del Everest.',
    },
    highlights: {
      en: ['The dramatic flight into Lukla', 'Namche Bazaar market and Sherpa museum', 'Tengboche monastery at prayer time', 'Everest Base Camp on the Khumbu glacier', 'Sunrise on Everest from Kala Patthar (5,545 m)', 'Two acclimatisation days for a safe ascent', 'Helicopter evacuation insurance check included'],
      es: ['El espectacular vuelo a Lukla', 'Mercado de Namche Bazaar y museo sherpa', 'El monasterio de Tengboche a la hora del rezo', 'El campo base del Everest sobre el glaciar del Khumbu', 'Amanecer sobre el Everest desde el Kala Patthar (5.545 m)', 'Dos días de aclimatación para subir con seguridad', 'Revisión del seguro de evacuación en helicóptero incluida'],
    },
    days: [
      day('Fly to Lukla, walk to Phakding', 'Morning flight from Kathmandu and a gentle first walk down to Phakding.', 'Vuelo a Lukla y caminata a Phakding', 'Vuelo matinal desde Katmandú y primera caminata suave hasta Phakding.'),
      day('Namche Bazaar', 'Cross the high suspension bridges and climb to Namche (3,440 m); first glimpse of Everest.', 'Namche Bazaar', 'Cruzamos los altos puentes colgantes y subimos a Namche (3.440 m); primera vista del Everest.'),
      day('Acclimatisation in Namche', 'Hike to the Everest View Hotel and back to sleep low.', 'Aclimatación en Namche', 'Subida al Everest View Hotel y regreso para dormir más abajo.'),
      day('To Tengboche', 'A balcony trail above the Dudh Koshi to the great monastery of Tengboche.', 'Hacia Tengboche', 'Sendero balcón sobre el Dudh Koshi hasta el gran monasterio de Tengboche.'),
      day('To Dingboche', 'Past the village of Pangboche into the Imja valley and the stone walls of Dingboche.', 'Hacia Dingboche', 'Pasamos por Pangboche hacia el valle del Imja y los muros de piedra de Dingboche.'),
      day('Acclimatisation in Dingboche', 'Climb Nangkartshang peak (5,080 m) for views of Makalu and Lhotse.', 'Aclimatación en Dingboche', 'Subida al Nangkartshang (5.080 m) con vistas al Makalu y al Lhotse.'),
      day('To Lobuche', 'Past the climbers\' memorials at Thukla pass to Lobuche.', 'Hacia Lobuche', 'Por los memoriales de alpinistas del paso de Thukla hasta Lobuche.'),
      day('Everest Base Camp', 'Walk to Gorak Shep and on to base camp beside the Khumbu icefall.', 'Campo base del Everest', 'Caminata a Gorak Shep y al campo base junto a la cascada de hielo del Khumbu.'),
      day('Kala Patthar, down to Pheriche', 'Summit Kala Patthar at dawn, then descend to Pheriche.', 'Kala Patthar y bajada a Pheriche', 'Cumbre del Kala Patthar al alba y bajada a Pheriche.'),
      day('Back to Namche', 'A long descent with easier breathing at every step.', 'Regreso a Namche', 'Larga bajada respirando mejor a cada paso.'),
      day('To Lukla', 'The last day on the trail and a celebration with the porters.', 'Hacia Lukla', 'Último día de sendero y celebración con los porteadores.'),
      day('Fly to Kathmandu', 'Morning flight back to Kathmandu; weather reserve for delayed flights.', 'Vuelo a Katmandú', 'Vuelo matinal de regreso a Katmandú; margen por si se retrasan los vuelos.'),
    ],
    includes: {
      en: ['Return flights Kathmandu - Lukla', 'Experienced Sherpa guide and porters', 'Teahouse lodging and all meals on trek', 'Sagarmatha National Park and local permits', 'Emergency oxygen and first-aid kit'],
      es: ['Vuelos de ida y vuelta Katmandú - Lukla', 'Guía sherpa con experiencia y porteadores', 'Lodges y pensión completa en el trekking', 'Permisos del Parque Nacional de Sagarmatha y locales', 'Oxígeno de emergencia y botiquín'],
    },
    excludes: {
      en: ['International flights to Kathmandu', 'Hotel nights in Kathmandu', 'Helicopter rescue (must be covered by your insurance)'],
      es: ['Vuelos internacionales a Katmandú', 'Noches de hotel en Katmandú', 'Rescate en helicóptero (debe cubrirlo tu seguro)'],
    },
    season: { en: 'late March to May and October to early December', es: 'de finales de marzo a mayo y de octubre a principios de diciembre' },
    meeting: { en: 'Kathmandu domestic terminal at 6 am on day 1', es: 'la terminal nacional de Katmandú a las 6:00 del día 1' },
    faq: {
      q: { en: 'What happens if the Lukla flight is cancelled?', es: '¿Qué pasa si se cancela el vuelo a Lukla?' },
      a: {
        en: 'Flights depend on weather. The last day is a reserve, and we recommend one extra night in Kathmandu before your flight home.',
        es: 'Los vuelos dependen del tiempo. El último día es de reserva y recomendamos una noche más en Katmandú antes del vuelo de vuelta.',
      },
    },
    stops: [
      { name: 'Lukla', lon: 86.729, lat: 27.688 }, { name: 'Namche Bazaar', lon: 86.714, lat: 27.805 },
      { name: 'Tengboche', lon: 86.764, lat: 27.836 }, { name: 'Dingboche', lon: 86.831, lat: 27.892 },
      { name: 'Lobuche', lon: 86.810, lat: 27.948 }, { name: 'Everest Base Camp', lon: 86.853, lat: 28.004 },
    ],
  },
];
