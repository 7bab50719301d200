import type { Bi } from '../types';

export interface Course {
  id: number;
  slug: Bi;
  difficulty: 1 | 2 | 3 | 4 | 5;
  priceEuros: number;
  comingSoon?: boolean;
  title: Bi;
  summary: Bi;
  description: Bi;
  /** Lesson titles: [en, es]. */
  lessons: [string, string][];
}

const c = (course: Course) => course;

export const courses: Course[] = [
  c({ id: 1, slug: { en: 'mountain-navigation', es: 'navegacion-en-montana' }, difficulty: 2, priceEuros: 49,
    title: { en: 'Mountain Navigation', es: 'Orientación en montaña' },
    summary: { en: 'Map, compass and GPS for finding your way in any weather.', es: 'Mapa, brújula y GPS para orientarte con cualquier tiempo.' },
    description: { en: 'Learn to read contour lines, take bearings, navigate in fog and use a GPS app without depending on it.', es: 'Aprende a leer curvas de nivel, tomar rumbos, navegar con niebla y usar una app de GPS sin depender de ella.' },
    lessons: [['Reading a topographic map', 'Leer un mapa topográfico'], ['Contour lines and relief', 'Curvas de nivel y relieve'], ['Taking and following a bearing', 'Tomar y seguir un rumbo'], ['Navigating in poor visibility', 'Navegar con mala visibilidad'], ['GPS apps and offline maps', 'Apps de GPS y mapas sin conexión'], ['Planning a route on paper', 'Planificar una ruta sobre el papel']] }),
  c({ id: 2, slug: { en: 'first-aid-outdoors', es: 'primeros-auxilios-en-montana' }, difficulty: 1, priceEuros: 39,
    title: { en: 'Outdoor First Aid', es: 'Primeros auxilios en montaña' },
    summary: { en: 'What to do before help arrives, far from a road.', es: 'Qué hacer antes de que llegue la ayuda, lejos de la carretera.' },
    description: { en: 'A practical course on assessing a casualty, blisters, sprains, hypothermia and calling for rescue.', es: 'Un curso práctico para valorar a un herido, ampollas, esguinces, hipotermia y cómo pedir rescate.' },
    lessons: [['Scene safety and primary survey', 'Seguridad de la escena y valoración primaria'], ['Blisters, cuts and sprains', 'Ampollas, cortes y esguinces'], ['Hypothermia and heat illness', 'Hipotermia y golpe de calor'], ['Improvised splints', 'Férulas improvisadas'], ['Calling for mountain rescue', 'Cómo llamar al rescate de montaña']] }),
  c({ id: 3, slug: { en: 'altitude-acclimatisation', es: 'aclimatacion-a-la-altitud' }, difficulty: 2, priceEuros: 29,
    title: { en: 'Altitude and Acclimatisation', es: 'Altitud y aclimatación' },
    summary: { en: 'Prepare your body for treks above 3,500 metres.', es: 'Prepara tu cuerpo para trekkings por encima de 3.500 metros.' },
    description: { en: 'Understand how altitude affects you, how to recognise mountain sickness and how to plan a safe ascent.', es: 'Entiende cómo te afecta la altitud, cómo reconocer el mal de altura y cómo planificar un ascenso seguro.' },
    lessons: [['What happens to your body at altitude', 'Qué le pasa a tu cuerpo en altitud'], ['Climb high, sleep low', 'Subir alto y dormir bajo'], ['Recognising AMS, HAPE and HACE', 'Reconocer MAM, EPA y ECA'], ['Hydration and food at altitude', 'Hidratación y comida en altitud']] }),
  c({ id: 4, slug: { en: 'ski-touring-fundamentals', es: 'fundamentos-esqui-de-travesia' }, difficulty: 3, priceEuros: 79,
    title: { en: 'Ski Touring Fundamentals', es: 'Fundamentos del esquí de travesía' },
    summary: { en: 'Skins, kick turns and efficient uphill technique.', es: 'Pieles, vueltas María y técnica de subida eficiente.' },
    description: { en: 'Everything you need before your first hut-to-hut tour: equipment, technique, pacing and transitions.', es: 'Todo lo que necesitas antes de tu primera travesía de refugio en refugio: material, técnica, ritmo y transiciones.' },
    lessons: [['Choosing touring equipment', 'Elegir el material de travesía'], ['Fitting and caring for skins', 'Colocar y cuidar las pieles'], ['Efficient uphill track', 'Una huella de subida eficiente'], ['Kick turns step by step', 'La vuelta María paso a paso'], ['Fast transitions', 'Transiciones rápidas'], ['Skiing with a pack', 'Esquiar con mochila'], ['Using ski crampons', 'Usar cuchillas'], ['Planning a ski tour', 'Planificar una travesía']] }),
  c({ id: 5, slug: { en: 'avalanche-awareness', es: 'prevencion-de-aludes' }, difficulty: 3, priceEuros: 69,
    title: { en: 'Avalanche Awareness', es: 'Prevención de aludes' },
    summary: { en: 'Read the bulletin, assess terrain and perform a companion rescue.', es: 'Lee el boletín, evalúa el terreno y realiza un rescate de compañeros.' },
    description: { en: 'A structured introduction to avalanche safety for ski tourers and winter hikers.', es: 'Una introducción estructurada a la seguridad en aludes para esquiadores de travesía y montañeros invernales.' },
    lessons: [['The avalanche bulletin', 'El boletín de aludes'], ['Avalanche terrain', 'Terreno de aludes'], ['Human factors', 'Factores humanos'], ['Transceiver search', 'Búsqueda con ARVA'], ['Probing and shovelling', 'Sondeo y paleo'], ['Group decisions', 'Decisiones en grupo'], ['Case studies', 'Casos reales']] }),
  c({ id: 6, slug: { en: 'trail-running-technique', es: 'tecnica-de-trail-running' }, difficulty: 2, priceEuros: 59,
    title: { en: 'Trail Running Technique', es: 'Técnica de trail running' },
    summary: { en: 'Climb stronger and descend faster with less effort.', es: 'Sube con más fuerza y baja más rápido con menos esfuerzo.' },
    description: { en: 'Coached video lessons on posture, cadence, poles, downhill technique and race-day pacing.', es: 'Lecciones en vídeo con entrenador sobre postura, cadencia, bastones, técnica de bajada y ritmo de carrera.' },
    lessons: [['Posture and cadence', 'Postura y cadencia'], ['Power hiking', 'Caminar rápido en subida'], ['Using poles', 'Uso de bastones'], ['Downhill technique', 'Técnica de bajada'], ['Technical terrain', 'Terreno técnico'], ['Race pacing', 'Ritmo de carrera'], ['Strength for runners', 'Fuerza para corredores'], ['Recovery', 'Recuperación'], ['Your first ultra', 'Tu primer ultra']] }),
  c({ id: 7, slug: { en: 'sailing-basics', es: 'iniciacion-a-la-vela' }, difficulty: 1, priceEuros: 49,
    title: { en: 'Sailing Basics for Crew', es: 'Iniciación a la vela para tripulantes' },
    summary: { en: 'Be a useful crew member on your first sailing holiday.', es: 'Sé un tripulante útil en tus primeras vacaciones en velero.' },
    description: { en: 'Knots, points of sail, mooring and life on board explained by a professional skipper.', es: 'Nudos, rumbos, amarre y vida a bordo explicados por un patrón profesional.' },
    lessons: [['Parts of a yacht', 'Partes de un velero'], ['Five essential knots', 'Cinco nudos esenciales'], ['Points of sail', 'Rumbos respecto al viento'], ['Tacking and gybing', 'Virar y trasluchar'], ['Mooring and anchoring', 'Amarrar y fondear'], ['Safety on board', 'Seguridad a bordo']] }),
  c({ id: 8, slug: { en: 'mountain-photography', es: 'fotografia-de-montana' }, difficulty: 1, priceEuros: 45,
    title: { en: 'Mountain Photography', es: 'Fotografía de montaña' },
    summary: { en: 'Better landscape photos with a phone or a camera.', es: 'Mejores fotos de paisaje con el móvil o la cámara.' },
    description: { en: 'Composition, light, weather and protecting your gear on the trail.', es: 'Composición, luz, meteorología y cómo proteger tu equipo en el sendero.' },
    lessons: [['Light in the mountains', 'La luz en la montaña'], ['Composition for landscapes', 'Composición de paisaje'], ['People in the scene', 'Personas en la escena'], ['Night sky and auroras', 'Cielo nocturno y auroras'], ['Editing on your phone', 'Edición en el móvil']] }),
  c({ id: 9, slug: { en: 'glacier-travel-and-crevasse-rescue', es: 'progresion-en-glaciar-y-rescate' }, difficulty: 4, priceEuros: 89,
    title: { en: 'Glacier Travel and Crevasse Rescue', es: 'Progresión en glaciar y rescate en grietas' },
    summary: { en: 'Rope teams, crampons and hauling systems explained.', es: 'Cordadas, crampones y sistemas de izado explicados.' },
    description: { en: 'Preparation for your first alpine ascents: movement on snow and ice and self-rescue techniques.', es: 'Preparación para tus primeras ascensiones alpinas: progresión en nieve y hielo y técnicas de autorrescate.' },
    lessons: [['Crampon technique', 'Técnica de crampones'], ['Using the ice axe', 'Uso del piolet'], ['Roping up for a glacier', 'Encordarse en glaciar'], ['Self-arrest', 'Autodetención'], ['Building a snow anchor', 'Montar un anclaje en nieve'], ['Pulley systems', 'Sistemas de polipasto'], ['Full crevasse rescue drill', 'Rescate completo en grieta']] }),
  c({ id: 10, slug: { en: 'via-ferrata-techniques', es: 'tecnicas-de-via-ferrata' }, difficulty: 2, priceEuros: 35, comingSoon: true,
    title: { en: 'Via Ferrata Techniques', es: 'Técnicas de vía ferrata' },
    summary: { en: 'Safe movement on cables and ladders.', es: 'Progresión segura por cables y escaleras.' },
    description: { en: 'Coming soon: equipment, clipping technique and managing exposure on iron paths.', es: 'Próximamente: material, técnica de anclaje y gestión del vacío en vías ferratas.' },
    lessons: [['Via ferrata equipment', 'Material de vía ferrata'], ['Clipping and unclipping', 'Anclarse y desanclarse'], ['Ladders and bridges', 'Escaleras y puentes'], ['Managing fear of heights', 'Gestionar el vértigo']] }),
  c({ id: 11, slug: { en: 'winter-camping', es: 'acampada-invernal' }, difficulty: 3, priceEuros: 55, comingSoon: true,
    title: { en: 'Winter Camping', es: 'Acampada invernal' },
    summary: { en: 'Sleep warm in the snow.', es: 'Duerme caliente en la nieve.' },
    description: { en: 'Coming soon: tents, snow shelters, stoves and staying warm through long winter nights.', es: 'Próximamente: tiendas, refugios de nieve, hornillos y cómo no pasar frío en las noches largas de invierno.' },
    lessons: [['Choosing a winter tent', 'Elegir una tienda de invierno'], ['Sleeping systems', 'Sistemas de descanso'], ['Cooking on snow', 'Cocinar en la nieve'], ['Building a snow shelter', 'Construir un refugio de nieve'], ['Staying dry', 'Mantenerse seco']] }),
  c({ id: 12, slug: { en: 'sea-kayaking-essentials', es: 'kayak-de-mar-esencial' }, difficulty: 2, priceEuros: 49, comingSoon: true,
    title: { en: 'Sea Kayaking Essentials', es: 'Kayak de mar esencial' },
    summary: { en: 'Strokes, rescues and reading the sea.', es: 'Paladas, rescates y cómo leer el mar.' },
    description: { en: 'Coming soon: forward stroke, edging, deep-water rescues and tides for coastal trips.', es: 'Próximamente: palada de avance, canteo, rescates en aguas profundas y mareas para travesías costeras.' },
    lessons: [['Forward stroke', 'Palada de avance'], ['Turning and edging', 'Giros y canteo'], ['Deep-water rescue', 'Rescate en aguas profundas'], ['Tides and currents', 'Mareas y corrientes'], ['Packing for a kayak trip', 'Preparar la carga del kayak'], ['Coastal navigation', 'Navegación costera']] }),
];
