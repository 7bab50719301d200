import type { Bi, ImageTheme } from '../types';

export interface Place {
  id: number;
  slug: string;
  country: string;
  activity: number | null;
  theme: ImageTheme;
  name: Bi;
  summary: Bi;
  description: Bi;
}

const place = (
  id: number, slug: string, country: string, activity: number | null, theme: ImageTheme,
  name: Bi, summary: Bi, description: Bi,
): Place => ({ id, slug, country, activity, theme, name, summary, description });

export const places: Place[] = [
  place(1, 'machu-picchu', 'PE', 15, 'peaks', { en: 'Machu Picchu', es: 'Machu Picchu' },
    { en: 'The Inca citadel between two peaks above the Urubamba.', es: 'La ciudadela inca entre dos picos sobre el Urubamba.' },
    { en: 'Built around 1450 and forgotten by the outside world until 1911, Machu Picchu is best reached on foot through the Sun Gate, when the morning mist lifts from the terraces.', es: 'Construida hacia 1450 y olvidada por el mundo exterior hasta 1911, a Machu Picchu se llega mejor a pie por la Puerta del Sol, cuando la niebla de la mañana se levanta de las terrazas.' }),
  place(2, 'kala-patthar', 'NP', 15, 'snow', { en: 'Kala Patthar', es: 'Kala Patthar' },
    { en: 'The classic viewpoint over Everest\'s summit pyramid.', es: 'El mirador clásico sobre la pirámide del Everest.' },
    { en: 'At 5,545 m, this dark hill above Gorak Shep offers a closer view of Everest than base camp itself. Climb it at dawn, when the first sun lights the summit.', es: 'A 5.545 m, esta colina oscura sobre Gorak Shep ofrece una vista del Everest más cercana que el propio campo base. Súbela al alba, cuando el primer sol ilumina la cumbre.' }),
  place(3, 'torres-del-paine', 'CL', 15, 'peaks', { en: 'Torres del Paine', es: 'Torres del Paine' },
    { en: 'Three granite towers over a glacial lagoon in Patagonia.', es: 'Tres torres de granito sobre una laguna glaciar en la Patagonia.' },
    { en: 'The towers glow orange at sunrise for only a few minutes. Guanacos graze below and condors circle above one of the most photographed views of South America.', es: 'Las torres se tiñen de naranja al amanecer solo durante unos minutos. Abajo pastan los guanacos y arriba vuelan los cóndores, en una de las vistas más fotografiadas de Sudamérica.' }),
  place(4, 'perito-moreno', 'AR', 20, 'snow', { en: 'Perito Moreno Glacier', es: 'Glaciar Perito Moreno' },
    { en: 'A 60-metre ice wall that calves into Lago Argentino.', es: 'Un muro de hielo de 60 metros que se desploma en el Lago Argentino.' },
    { en: 'One of the few glaciers in the world that is not retreating, Perito Moreno advances up to two metres a day. Listen for the thunder of ice blocks falling into the lake.', es: 'Uno de los pocos glaciares del mundo que no retrocede, el Perito Moreno avanza hasta dos metros al día. Escucha el estruendo de los bloques de hielo al caer al lago.' }),
  place(5, 'tre-cime-di-lavaredo', 'IT', 24, 'peaks', { en: 'Tre Cime di Lavaredo', es: 'Tre Cime di Lavaredo' },
    { en: 'The three limestone spires that symbolise the Dolomites.', es: 'Las tres agujas de caliza que simbolizan las Dolomitas.' },
    { en: 'A circuit of about 10 km leads around the three peaks past wartime trenches and mountain huts. The north faces are among the great walls of the Alps.', es: 'Un circuito de unos 10 km rodea los tres picos entre trincheras de la guerra y refugios. Sus caras norte están entre las grandes paredes de los Alpes.' }),
  place(6, 'lac-blanc', 'FR', 15, 'peaks', { en: 'Lac Blanc', es: 'Lac Blanc' },
    { en: 'A mirror lake facing the whole Mont Blanc massif.', es: 'Un lago espejo frente a todo el macizo del Mont Blanc.' },
    { en: 'On a still morning the lake reflects the Aiguille Verte, the Grandes Jorasses and Mont Blanc itself. Ibex often wander around the hut.', es: 'En una mañana sin viento el lago refleja la Aiguille Verte, las Grandes Jorasses y el propio Mont Blanc. Los íbices suelen pasear alrededor del refugio.' }),
  place(7, 'matterhorn', 'CH', 16, 'snow', { en: 'The Matterhorn', es: 'El Cervino' },
    { en: 'The most recognisable mountain in the Alps.', es: 'La montaña más reconocible de los Alpes.' },
    { en: 'First climbed in 1865, the Matterhorn rises 4,478 m above Zermatt. Walk to the Riffelsee lake to see it reflected in the water.', es: 'Escalado por primera vez en 1865, el Cervino se alza 4.478 m sobre Zermatt. Camina hasta el lago Riffelsee para verlo reflejado en el agua.' }),
  place(8, 'erg-chebbi', 'MA', 20, 'desert', { en: 'Erg Chebbi', es: 'Erg Chebbi' },
    { en: 'Sand dunes 150 metres high on the edge of the Sahara.', es: 'Dunas de 150 metros de altura a las puertas del Sáhara.' },
    { en: 'Near the village of Merzouga, the dunes change colour from gold to red to violet as the sun sets. Spend a night in a camp to see a sky full of stars.', es: 'Junto al pueblo de Merzouga, las dunas cambian de dorado a rojo y violeta con la puesta de sol. Pasa una noche en un campamento para ver un cielo lleno de estrellas.' }),
  place(9, 'landmannalaugar', 'IS', 15, 'volcanic', { en: 'Landmannalaugar', es: 'Landmannalaugar' },
    { en: 'Rainbow rhyolite mountains and a natural hot pool.', es: 'Montañas de riolita de colores y una poza termal natural.' },
    { en: 'Pink, green and yellow slopes surround a lava field of black obsidian. After a day of hiking, the warm river by the hut is the best bath in Iceland.', es: 'Laderas rosas, verdes y amarillas rodean un campo de lava de obsidiana negra. Tras un día de caminata, el río caliente junto al refugio es el mejor baño de Islandia.' }),
  place(10, 'lyngen-fjord', 'NO', 17, 'snow', { en: 'Lyngenfjord', es: 'El fiordo de Lyngen' },
    { en: 'Arctic peaks that plunge straight into the sea.', es: 'Picos árticos que caen directamente al mar.' },
    { en: 'In spring skiers descend from the summits to the shoreline; in winter the northern lights dance above the fjord.', es: 'En primavera los esquiadores bajan de las cumbres hasta la orilla; en invierno las auroras boreales bailan sobre el fiordo.' }),
  place(11, 'koufonisia', 'GR', 19, 'sea', { en: 'Koufonisia', es: 'Koufonisia' },
    { en: 'Tiny Cycladic islands with Caribbean-blue water.', es: 'Pequeñas islas cicládicas con agua azul caribe.' },
    { en: 'Without cars and with beaches of white sand, Koufonisia is best reached by sailing boat. Anchor at Pori bay for an unforgettable swim.', es: 'Sin coches y con playas de arena blanca, a Koufonisia se llega mejor en velero. Fondea en la bahía de Pori para un baño inolvidable.' }),
  place(12, 'ngorongoro-crater', 'TZ', 20, 'savanna', { en: 'Ngorongoro Crater', es: 'Cráter del Ngorongoro' },
    { en: 'A collapsed volcano that shelters 25,000 animals.', es: 'Un volcán hundido que alberga 25.000 animales.' },
    { en: 'The crater floor is one of the best places in Africa to see black rhino, lions and flamingos in a single day.', es: 'El fondo del cráter es uno de los mejores lugares de África para ver rinoceronte negro, leones y flamencos en un solo día.' }),
  place(13, 'picos-de-europa', 'ES', 15, 'hills', { en: 'Picos de Europa', es: 'Picos de Europa' },
    { en: 'Limestone peaks twenty kilometres from the Atlantic.', es: 'Picos de caliza a veinte kilómetros del Cantábrico.' },
    { en: 'The Cares gorge path, carved into the cliffs, is one of the most spectacular walks in Spain. Finish with cider and Cabrales cheese.', es: 'La ruta del Cares, excavada en la roca, es una de las caminatas más espectaculares de España. Termina con sidra y queso de Cabrales.' }),
  place(14, 'madeira-levadas', 'PT', null, 'forest', { en: 'The levadas of Madeira', es: 'Las levadas de Madeira' },
    { en: 'Irrigation channels that make perfect balcony trails.', es: 'Canales de riego convertidos en senderos balcón.' },
    { en: 'More than 2,000 km of levadas cross Madeira\'s laurel forest, a UNESCO World Heritage site. A destination we are preparing for next season.', es: 'Más de 2.000 km de levadas cruzan la laurisilva de Madeira, Patrimonio de la Humanidad. Un destino que preparamos para la próxima temporada.' }),
];
