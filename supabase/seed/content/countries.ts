import type { Country } from '../types';

/** Portugal deliberately has no trips, so the `num_viatges > 0` filter of SPEC 7 has something to drop. */
export const countries: Country[] = [
  {
    id: 1, iso: 'ES', slug: 'spain', theme: 'hills',
    name: { en: 'Spain', es: 'España' },
    titulo60: { en: 'Adventure trips in Spain', es: 'Viajes de aventura en España' },
    desc150: {
      en: 'From the Pyrenees to the Sierra Nevada and the Camino de Santiago: mountains, coast and villages on foot or by bike.',
      es: 'De los Pirineos a Sierra Nevada y el Camino de Santiago: montañas, costa y pueblos a pie o en bicicleta.',
    },
    description: {
      en: 'Spain is one of the most mountainous countries in Europe. Walk the last stages of the Camino de Santiago through Galician oak woods, ski the Val d\'Aran or run the high trails of the Sierra Nevada, and end every day with long dinners in village squares.',
      es: 'España es uno de los países más montañosos de Europa. Recorre las últimas etapas del Camino de Santiago entre robledales gallegos, esquía en el Val d\'Aran o corre por los senderos altos de Sierra Nevada, y termina cada día con una cena larga en la plaza del pueblo.',
    },
  },
  {
    id: 2, iso: 'NP', slug: 'nepal', theme: 'peaks',
    name: { en: 'Nepal', es: 'Nepal' },
    titulo60: { en: 'Trekking in Nepal: Everest and Annapurna', es: 'Trekking en Nepal: Everest y Annapurna' },
    desc150: {
      en: 'Teahouse treks beneath the highest mountains on Earth, Sherpa villages, prayer flags and sunrise over the Himalaya.',
      es: 'Trekkings de lodge bajo las montañas más altas de la Tierra, aldeas sherpas, banderas de oración y amaneceres en el Himalaya.',
    },
    description: {
      en: 'Nepal is the classic trekking country. Our local guides lead small groups from Kathmandu to the Khumbu and the Annapurna range, sleeping in family-run teahouses and walking at a pace that leaves time to acclimatise and to talk.',
      es: 'Nepal es el país clásico del trekking. Nuestros guías locales llevan grupos pequeños de Katmandú al Khumbu y al macizo del Annapurna, durmiendo en lodges familiares y caminando a un ritmo que deja tiempo para aclimatarse y para conversar.',
    },
  },
  {
    id: 3, iso: 'PE', slug: 'peru', theme: 'peaks',
    name: { en: 'Peru', es: 'Perú' },
    titulo60: { en: 'Peru: Inca Trail, Andes and Machu Picchu', es: 'Perú: Camino Inca, los Andes y Machu Picchu' },
    desc150: {
      en: 'Walk the original Inca Trail to Machu Picchu, explore Cusco and the Sacred Valley and meet the weavers of the high Andes.',
      es: 'Recorre el Camino Inca original hasta Machu Picchu, descubre Cusco y el Valle Sagrado y conoce a las tejedoras de los Andes.',
    },
    description: {
      en: 'Peru combines archaeology and altitude like nowhere else. Trips start in Cusco, where a few easy days help you acclimatise, before stone staircases and cloud forest lead to the Sun Gate above Machu Picchu.',
      es: 'Perú une arqueología y altitud como ningún otro lugar. Los viajes empiezan en Cusco, donde unos días tranquilos ayudan a aclimatarse, antes de que las escalinatas de piedra y el bosque nuboso lleven a la Puerta del Sol sobre Machu Picchu.',
    },
  },
  {
    id: 4, iso: 'MA', slug: 'morocco', theme: 'desert',
    name: { en: 'Morocco', es: 'Marruecos' },
    titulo60: { en: 'Morocco: High Atlas, Sahara and imperial cities', es: 'Marruecos: Alto Atlas, Sáhara y ciudades imperiales' },
    desc150: {
      en: 'Climb Toubkal, sleep under the stars in the Sahara dunes and lose yourself in the souks of Fez and Marrakech.',
      es: 'Sube al Toubkal, duerme bajo las estrellas en las dunas del Sáhara y piérdete en los zocos de Fez y Marrakech.',
    },
    description: {
      en: 'Three hours from Europe, Morocco offers snow-capped peaks, Berber villages and endless dunes. Our trips pair Berber mountain guides with riads in the medinas, so every day mixes effort and hospitality.',
      es: 'A tres horas de Europa, Marruecos ofrece cumbres nevadas, aldeas bereberes y dunas infinitas. Nuestros viajes combinan guías bereberes de montaña con riads en las medinas, de modo que cada día mezcla esfuerzo y hospitalidad.',
    },
  },
  {
    id: 5, iso: 'IS', slug: 'iceland', theme: 'volcanic',
    name: { en: 'Iceland', es: 'Islandia' },
    titulo60: { en: 'Iceland: volcanoes, glaciers and hot springs', es: 'Islandia: volcanes, glaciares y aguas termales' },
    desc150: {
      en: 'Hike the Laugavegur between rhyolite mountains, bathe in hot rivers and drive the Ring Road under the midnight sun.',
      es: 'Camina el Laugavegur entre montañas de riolita, báñate en ríos calientes y recorre la Ring Road bajo el sol de medianoche.',
    },
    description: {
      en: 'Iceland is a young island still being built by volcanoes. Summer brings endless daylight for trekking across lava fields and black sand, while winter trips chase the northern lights along the south coast.',
      es: 'Islandia es una isla joven que los volcanes siguen construyendo. El verano trae luz sin fin para caminar entre campos de lava y arena negra, y los viajes de invierno persiguen auroras boreales por la costa sur.',
    },
  },
  {
    id: 6, iso: 'NO', slug: 'norway', theme: 'snow',
    name: { en: 'Norway', es: 'Noruega' },
    titulo60: { en: 'Norway: ski touring and fjords of the Arctic', es: 'Noruega: esquí de travesía y fiordos del Ártico' },
    desc150: {
      en: 'Ski from summit to sea in the Lyngen Alps, paddle quiet fjords and sleep in red wooden cabins above the Arctic Circle.',
      es: 'Esquía de la cumbre al mar en los Alpes de Lyngen, rema por fiordos tranquilos y duerme en cabañas rojas sobre el Círculo Polar.',
    },
    description: {
      en: 'Northern Norway is a playground of steep peaks rising straight from the sea. In spring the long days make it one of the best ski-touring regions in the world; in summer the fjords belong to kayaks and hikers.',
      es: 'El norte de Noruega es un patio de recreo de picos empinados que nacen del mar. En primavera los días largos lo convierten en una de las mejores zonas de esquí de travesía del mundo; en verano los fiordos son de kayaks y senderistas.',
    },
  },
  {
    id: 7, iso: 'IT', slug: 'italy', theme: 'hills',
    name: { en: 'Italy', es: 'Italia' },
    titulo60: { en: 'Italy: Dolomites, Tuscany and Aeolian Islands', es: 'Italia: Dolomitas, Toscana y las islas Eolias' },
    desc150: {
      en: 'Via ferratas in the Dolomites, cypress-lined roads in Tuscany and volcanic islands by sailing boat: Italy at its best.',
      es: 'Vías ferratas en las Dolomitas, carreteras de cipreses en la Toscana e islas volcánicas en velero: Italia en estado puro.',
    },
    description: {
      en: 'Italy rewards active travellers with superb food after every effort. Climb the First World War ladders of the Dolomites, cycle between Chianti vineyards or sail from Lipari to the fiery crater of Stromboli.',
      es: 'Italia premia al viajero activo con una cocina magnífica después de cada esfuerzo. Sube las escaleras de la Primera Guerra Mundial en las Dolomitas, pedalea entre viñedos del Chianti o navega de Lipari al cráter de Stromboli.',
    },
  },
  {
    id: 8, iso: 'FR', slug: 'france', theme: 'peaks',
    name: { en: 'France', es: 'Francia' },
    titulo60: { en: 'France: Mont Blanc and the Chamonix valley', es: 'Francia: el Mont Blanc y el valle de Chamonix' },
    desc150: {
      en: 'Trek around Mont Blanc through three countries, run the Chamonix balconies and learn alpinism in its birthplace.',
      es: 'Rodea el Mont Blanc a través de tres países, corre por los balcones de Chamonix y aprende alpinismo en su cuna.',
    },
    description: {
      en: 'Chamonix has been the capital of mountaineering since 1786. Our French trips use it as a base for the Tour du Mont Blanc, trail-running camps and guided ascents with certified IFMGA mountain guides.',
      es: 'Chamonix es la capital del alpinismo desde 1786. Nuestros viajes en Francia la usan como base para el Tour del Mont Blanc, campus de trail running y ascensiones con guías de alta montaña UIAGM.',
    },
  },
  {
    id: 9, iso: 'CH', slug: 'switzerland', theme: 'snow',
    name: { en: 'Switzerland', es: 'Suiza' },
    titulo60: { en: 'Switzerland: Zermatt, Haute Route and 4,000 m peaks', es: 'Suiza: Zermatt, la Haute Route y los cuatromiles' },
    desc150: {
      en: 'Ski the legendary Haute Route to Zermatt or climb your first 4,000-metre peaks in the shadow of the Matterhorn.',
      es: 'Esquía la legendaria Haute Route hasta Zermatt o sube tus primeros cuatromiles a la sombra del Cervino.',
    },
    description: {
      en: 'Switzerland offers glaciers, efficient huts and the most famous mountain in the Alps. Our Swiss programmes are led by local guides who know every crevasse between Verbier and Saas-Fee.',
      es: 'Suiza ofrece glaciares, refugios impecables y la montaña más famosa de los Alpes. Nuestros programas suizos los dirigen guías locales que conocen cada grieta entre Verbier y Saas-Fee.',
    },
  },
  {
    id: 10, iso: 'TZ', slug: 'tanzania', theme: 'savanna',
    name: { en: 'Tanzania', es: 'Tanzania' },
    titulo60: { en: 'Tanzania: Kilimanjaro and Serengeti safaris', es: 'Tanzania: Kilimanjaro y safaris en el Serengeti' },
    desc150: {
      en: 'Stand on the roof of Africa at Uhuru Peak, then follow the great migration across the Serengeti plains.',
      es: 'Pisa el techo de África en Uhuru Peak y sigue después la gran migración por las llanuras del Serengeti.',
    },
    description: {
      en: 'Tanzania holds Africa\'s highest mountain and its most famous wildlife parks. Climb Kilimanjaro with an experienced Chagga crew, then rest your legs on a safari through Tarangire, Ngorongoro and the Serengeti.',
      es: 'Tanzania guarda la montaña más alta de África y sus parques de fauna más famosos. Sube al Kilimanjaro con un equipo chagga experimentado y descansa después las piernas en un safari por Tarangire, el Ngorongoro y el Serengeti.',
    },
  },
  {
    id: 11, iso: 'GR', slug: 'greece', theme: 'sea',
    name: { en: 'Greece', es: 'Grecia' },
    titulo60: { en: 'Greece: sailing the Cyclades and climbing Kalymnos', es: 'Grecia: navegar las Cícladas y escalar en Kalymnos' },
    desc150: {
      en: 'Sail between whitewashed islands of the Cyclades and climb limestone walls above the Aegean on Kalymnos.',
      es: 'Navega entre las islas encaladas de las Cícladas y escala paredes de caliza sobre el Egeo en Kalymnos.',
    },
    description: {
      en: 'Greece has more than 6,000 islands and a steady summer wind, the meltemi, that sailors love. Our skippers know quiet anchorages far from the ferries, and Kalymnos has become one of the world\'s great climbing destinations.',
      es: 'Grecia tiene más de 6.000 islas y un viento de verano constante, el meltemi, que adoran los navegantes. Nuestros patrones conocen fondeaderos tranquilos lejos de los ferris, y Kalymnos se ha convertido en uno de los grandes destinos de escalada del mundo.',
    },
  },
  {
    id: 12, iso: 'CL', slug: 'chile', theme: 'peaks',
    name: { en: 'Chile', es: 'Chile' },
    titulo60: { en: 'Chile: Torres del Paine and Patagonia', es: 'Chile: Torres del Paine y la Patagonia' },
    desc150: {
      en: 'Granite towers, turquoise lakes and glaciers: trek the W circuit of Torres del Paine with refugios and expert guides.',
      es: 'Torres de granito, lagos turquesa y glaciares: recorre el circuito W de Torres del Paine con refugios y guías expertos.',
    },
    description: {
      en: 'Chilean Patagonia is wild, windy and unforgettable. The W trek links the three great valleys of Torres del Paine, with nights in comfortable refugios and days of changing weather and huge skies.',
      es: 'La Patagonia chilena es salvaje, ventosa e inolvidable. El trekking de la W une los tres grandes valles de Torres del Paine, con noches en refugios cómodos y días de clima cambiante y cielos inmensos.',
    },
  },
  {
    id: 13, iso: 'AR', slug: 'argentina', theme: 'peaks',
    name: { en: 'Argentina', es: 'Argentina' },
    titulo60: { en: 'Argentina: Fitz Roy and El Chaltén', es: 'Argentina: el Fitz Roy y El Chaltén' },
    desc150: {
      en: 'Day hikes from El Chaltén to the foot of Fitz Roy and Cerro Torre, with a glacier walk on Perito Moreno.',
      es: 'Excursiones desde El Chaltén al pie del Fitz Roy y el Cerro Torre, con caminata sobre el glaciar Perito Moreno.',
    },
    description: {
      en: 'El Chaltén calls itself the trekking capital of Argentina, and with reason: the trails start in the village and lead to some of the most dramatic granite spires on the planet.',
      es: 'El Chaltén se llama a sí mismo la capital nacional del trekking, y con razón: los senderos salen del pueblo y llevan a algunas de las agujas de granito más espectaculares del planeta.',
    },
  },
  {
    id: 14, iso: 'PT', slug: 'portugal', theme: 'sea',
    name: { en: 'Portugal', es: 'Portugal' },
    titulo60: { en: 'Portugal: Madeira and the Azores (coming soon)', es: 'Portugal: Madeira y las Azores (próximamente)' },
    desc150: {
      en: 'Levada walks on Madeira and volcanic crater lakes on the Azores: new trips are being prepared for next season.',
      es: 'Paseos por las levadas de Madeira y lagos de cráter en las Azores: preparamos nuevos viajes para la próxima temporada.',
    },
    description: {
      en: 'We are scouting Portuguese islands for our next programmes. Until then, ask us about a private adventure on Madeira or the Azores.',
      es: 'Estamos explorando las islas portuguesas para nuestros próximos programas. Mientras tanto, pregúntanos por una aventura privada en Madeira o las Azores.',
    },
  },
];

export function countryByIso(iso: string): Country {
  const country = countries.find((c) => c.iso === iso);
  if (!country) throw new Error(`Unknown country ${iso}`);
  return country;
}
