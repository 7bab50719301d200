import type { BlogPost } from './blog-types';

export const blogPart2: BlogPost[] = [
  {
    id: 4, key: 'sailing-first-time', theme: 'sea', author: 'Nikos Papadakis', daysAgo: 70, trips: ['cyclades', 'aeolian'],
    slug: { en: 'your-first-sailing-holiday-in-greece', es: 'tus-primeras-vacaciones-en-velero-en-grecia' },
    title: { en: 'Your First Sailing Holiday in Greece', es: 'Tus primeras vacaciones en velero en Grecia' },
    excerpt: {
      en: 'What life on board is really like, what to pack and how the meltemi shapes a week in the Cyclades.',
      es: 'Cómo es de verdad la vida a bordo, qué llevar y cómo el meltemi marca una semana en las Cícladas.',
    },
    body: {
      en: `A sailing week is the most relaxed adventure we offer, and also the one that surprises people most. You do not need any experience: the skipper sails the boat, and you help only if you want to.

## A day on board

Mornings start with a swim before breakfast. We sail two to four hours, stop in a cove for lunch and snorkelling, and reach a harbour or anchorage in the late afternoon. Evenings are for tavernas, sunsets and long conversations in the cockpit.

## The meltemi

In July and August a steady north wind, the meltemi, blows across the Aegean. It can reach force 6 in the afternoon, so skippers plan the longer legs for the morning and choose sheltered anchorages. In May, June and September the wind is gentler and the islands quieter.

## What to pack

Soft bags instead of suitcases, non-marking shoes, a light fleece for the evening, high-factor sun cream and a good hat. Cabins are compact, so less really is more.`,
      es: `Una semana en velero es la aventura más relajada que ofrecemos y también la que más sorprende. No necesitas experiencia: el patrón gobierna el barco y tú ayudas solo si te apetece.

## Un día a bordo

Las mañanas empiezan con un baño antes del desayuno. Navegamos de dos a cuatro horas, paramos en una cala para comer y hacer snorkel y llegamos a puerto o a un fondeadero a media tarde. Las noches son para tabernas, atardeceres y largas conversaciones en la bañera.

## El meltemi

En julio y agosto sopla sobre el Egeo un viento constante del norte, el meltemi. Por la tarde puede llegar a fuerza 6, así que los patrones planifican las travesías largas por la mañana y eligen fondeaderos resguardados. En mayo, junio y septiembre el viento es más suave y las islas están más tranquilas.

## Qué llevar

Bolsas blandas en lugar de maletas, calzado que no marque, un forro polar fino para la noche, crema solar de factor alto y un buen sombrero. Los camarotes son compactos: menos es más.`,
    },
  },
  {
    id: 5, key: 'leave-no-trace', theme: 'hills', author: 'Marta Soler', daysAgo: 98, trips: ['tour-du-mont-blanc', 'laugavegur'],
    slug: { en: 'leave-no-trace-in-the-mountains', es: 'no-dejar-rastro-en-la-montana' },
    title: { en: 'Leave No Trace: Seven Habits for the Mountains', es: 'No dejar rastro: siete hábitos para la montaña' },
    excerpt: {
      en: 'Small habits that keep trails, huts and villages as beautiful for the next traveller as they were for you.',
      es: 'Pequeños hábitos que mantienen senderos, refugios y pueblos tan bonitos para el siguiente viajero como lo fueron para ti.',
    },
    body: {
      en: `Adventure travel depends on places staying wild. The seven Leave No Trace principles are simple, and our guides apply them on every trip.

- **Plan ahead**, so you are not forced into bad decisions.
- **Stay on durable surfaces**: the trail, rock or snow, never the fragile meadow beside it.
- **Pack out all rubbish**, including fruit peel and tissues.
- **Leave what you find**: stones, flowers and pieces of history stay where they are.
- **Minimise campfire impact**, or better, cook on a stove.
- **Respect wildlife** and never feed animals.
- **Be considerate of others**: voices carry far in the mountains.

In Nepal and Tanzania we also support porter welfare programmes and refill stations, so our groups use almost no plastic bottles. On the Camino we collect litter for the last kilometre into every village. None of this makes a trip harder, and all of it makes the next one better.`,
      es: `Los viajes de aventura dependen de que los lugares sigan siendo salvajes. Los siete principios de "No dejar rastro" son sencillos y nuestros guías los aplican en cada viaje.

- **Planifica con antelación**, para no verte obligado a tomar malas decisiones.
- **Camina por superficies resistentes**: el sendero, la roca o la nieve, nunca el prado frágil de al lado.
- **Llévate toda la basura**, incluidas las pieles de fruta y los pañuelos.
- **Deja lo que encuentres**: piedras, flores y restos de historia se quedan donde están.
- **Minimiza el impacto del fuego** o, mejor, cocina con hornillo.
- **Respeta la fauna** y no des de comer a los animales.
- **Sé considerado con los demás**: la voz llega muy lejos en la montaña.

En Nepal y Tanzania apoyamos además programas de bienestar de porteadores y puntos de recarga de agua, así que nuestros grupos casi no usan botellas de plástico. En el Camino recogemos basura en el último kilómetro antes de cada pueblo. Nada de esto hace el viaje más difícil, y todo hace mejor el siguiente.`,
    },
  },
  {
    id: 6, key: 'ski-touring-start', theme: 'snow', author: 'Reto Zurbriggen', daysAgo: 130, trips: ['haute-route', 'lyngen', 'val-d-aran'],
    slug: { en: 'from-piste-to-ski-touring', es: 'de-la-pista-al-esqui-de-travesia' },
    title: { en: 'From the Piste to Ski Touring: Where to Start', es: 'De la pista al esquí de travesía: por dónde empezar' },
    excerpt: {
      en: 'A Swiss mountain guide explains the steps from confident resort skier to your first hut-to-hut tour.',
      es: 'Un guía suizo explica los pasos para pasar de esquiador seguro en pista a tu primera travesía de refugio en refugio.',
    },
    body: {
      en: `Ski touring opens a silent world of untracked slopes, but it asks for more than good skiing. Here is the path I recommend to every client who dreams of the Haute Route.

## 1. Ski off-piste with a guide

Before you climb, learn to ski variable snow: crust, heavy spring snow and powder. A freeride week such as our Val d'Aran programme is the perfect first step.

## 2. Learn avalanche basics

Take a course, read the bulletin every day of the season and practise with your transceiver until a search takes less than five minutes.

## 3. Do day tours

Rent touring equipment and join guided day tours. You will learn the kick turn, efficient transitions and how to pace a 1,000 m climb.

## 4. Your first hut trip

Only then choose a multi-day tour with huts. The Lyngen Alps, with a comfortable lodge as base, are an excellent bridge; the Haute Route is the graduation.`,
      es: `El esquí de travesía abre un mundo silencioso de laderas vírgenes, pero pide algo más que esquiar bien. Este es el camino que recomiendo a cada cliente que sueña con la Haute Route.

## 1. Esquía fuera de pista con un guía

Antes de subir, aprende a esquiar nieve variable: costra, nieve primavera pesada y polvo. Una semana de freeride como nuestro programa en el Val d'Aran es el primer paso perfecto.

## 2. Aprende lo básico sobre aludes

Haz un curso, lee el boletín cada día de la temporada y practica con tu ARVA hasta que una búsqueda te lleve menos de cinco minutos.

## 3. Haz salidas de un día

Alquila material de travesía y apúntate a salidas guiadas de un día. Aprenderás la vuelta María, las transiciones rápidas y a dosificar una subida de 1.000 m.

## 4. Tu primera travesía con refugios

Solo entonces elige una travesía de varios días. Los Alpes de Lyngen, con un lodge cómodo como base, son un puente excelente; la Haute Route es la graduación.`,
    },
  },
];
