import type { BlogPost } from './blog-types';

export const blogPart1: BlogPost[] = [
  {
    id: 1, key: 'first-himalayan-trek', theme: 'peaks', author: 'Lucía Ferrer', daysAgo: 6, trips: ['annapurna', 'everest'],
    slug: { en: 'how-to-prepare-your-first-himalayan-trek', es: 'como-preparar-tu-primer-trekking-en-el-himalaya' },
    title: { en: 'How to Prepare for Your First Himalayan Trek', es: 'Cómo preparar tu primer trekking en el Himalaya' },
    excerpt: {
      en: 'Training, kit and acclimatisation: what we tell every traveller before Annapurna or Everest.',
      es: 'Entrenamiento, material y aclimatación: lo que contamos a cada viajero antes del Annapurna o el Everest.',
    },
    body: {
      en: `Trekking in Nepal is less about strength than about consistency. Most days last five to seven hours at a steady pace, and the trail is rarely technical. What makes the difference is arriving with legs used to long descents and a body that has practised walking day after day.

## Train for three months

Start with one long walk a week and build up to two consecutive days of six hours with a loaded day pack. Stairs are your friend: the Annapurna trail alone has thousands of stone steps. Add two short strength sessions a week for knees and hips.

## Pack light, pack warm

Porters carry up to 12 kg per trekker, so choose carefully. Essentials:

- a down jacket and a warm sleeping bag (nights at base camp fall below -10 °C);
- broken-in boots and two pairs of trekking socks per three days;
- a headlamp, water purification tablets and a small first-aid kit.

## Respect the altitude

Above 3,000 m, sleep no more than 300 to 500 m higher each night and drink three litres a day. Our itineraries include acclimatisation days for this reason. Headaches are common; tell your guide about anything unusual, always.`,
      es: `Hacer trekking en Nepal tiene menos que ver con la fuerza que con la constancia. La mayoría de los días duran de cinco a siete horas a ritmo tranquilo y el sendero rara vez es técnico. Lo que marca la diferencia es llegar con las piernas acostumbradas a bajadas largas y un cuerpo que ha practicado caminar día tras día.

## Entrena durante tres meses

Empieza con una salida larga a la semana y llega a hacer dos días seguidos de seis horas con mochila cargada. Las escaleras son tus aliadas: solo el camino del Annapurna tiene miles de escalones de piedra. Añade dos sesiones cortas de fuerza a la semana para rodillas y caderas.

## Equipaje ligero y abrigado

Los porteadores llevan hasta 12 kg por persona, así que elige bien. Lo imprescindible:

- un plumífero y un saco de dormir caliente (en el campo base las noches bajan de -10 °C);
- botas ya usadas y dos pares de calcetines de trekking por cada tres días;
- frontal, pastillas potabilizadoras y un pequeño botiquín.

## Respeta la altitud

Por encima de 3.000 m, no duermas más de 300 a 500 m más alto cada noche y bebe tres litros al día. Nuestros itinerarios incluyen días de aclimatación por este motivo. El dolor de cabeza es habitual; cuéntale a tu guía cualquier síntoma extraño, siempre.`,
    },
  },
  {
    id: 2, key: 'camino-tips', theme: 'forest', author: 'Iñaki Etxeberria', daysAgo: 21, trips: ['camino'],
    slug: { en: 'ten-tips-for-the-camino-de-santiago', es: 'diez-consejos-para-el-camino-de-santiago' },
    title: { en: 'Ten Tips for Walking the Camino de Santiago', es: 'Diez consejos para hacer el Camino de Santiago' },
    excerpt: {
      en: 'From blisters to stamps in your pilgrim passport: lessons from twenty years of guiding the French Way.',
      es: 'De las ampollas a los sellos de la credencial: lecciones de veinte años guiando el Camino Francés.',
    },
    body: {
      en: `Every year more than 400,000 pilgrims reach Santiago, and almost all of them learn the same lessons along the way. Here are ours, collected over twenty years of walking the last hundred kilometres with groups.

1. **Break in your shoes**, but do not buy new boots: trail shoes are lighter and dry faster in Galician drizzle.
2. **Treat hot spots immediately.** A blister that is taped at the first sign rarely becomes a problem.
3. **Start early.** By 8 am the light over the oak woods is at its best and the paths are quiet.
4. **Collect two stamps a day** in your credencial, from churches, bars or guesthouses.
5. **Eat the menú del peregrino** at lunch and keep dinner light.
6. **Carry a rain jacket**, even in July.
7. **Let your luggage travel by van** and enjoy walking with a light pack.
8. **Stop in Melide** for octopus: it is a local ritual.
9. **Walk part of each day alone.** The Camino is also a time to think.
10. **Arrive in the Obradoiro slowly.** Sit on the stones, look up at the cathedral and let it sink in.

Our *Camino de Santiago: the Last 100 km* trip follows exactly this rhythm, with rural guesthouses and a leader who has walked it more than sixty times.`,
      es: `Cada año más de 400.000 peregrinos llegan a Santiago y casi todos aprenden las mismas lecciones por el camino. Estas son las nuestras, reunidas en veinte años recorriendo los últimos cien kilómetros con grupos.

1. **Usa el calzado antes**, pero no compres botas nuevas: las zapatillas de trail pesan menos y se secan antes con el orbayo gallego.
2. **Cuida los roces al momento.** Una ampolla protegida a la primera señal rara vez da problemas.
3. **Sal temprano.** A las ocho la luz en los robledales es la mejor y los caminos están tranquilos.
4. **Sella la credencial dos veces al día**, en iglesias, bares o casas rurales.
5. **Come el menú del peregrino** a mediodía y cena ligero.
6. **Lleva chubasquero**, incluso en julio.
7. **Deja que el equipaje viaje en furgoneta** y disfruta caminando ligero.
8. **Para en Melide** a comer pulpo: es un ritual local.
9. **Camina un rato a solas cada día.** El Camino también es tiempo para pensar.
10. **Llega despacio al Obradoiro.** Siéntate en las piedras, mira la catedral y deja que te llegue.

Nuestro viaje *Camino de Santiago: los últimos 100 km* sigue exactamente este ritmo, con casas rurales y un guía que lo ha recorrido más de sesenta veces.`,
    },
  },
  {
    id: 3, key: 'kilimanjaro-routes', theme: 'savanna', author: 'Joseph Mushi', daysAgo: 45, trips: ['kilimanjaro', 'serengeti'],
    slug: { en: 'choosing-a-route-up-kilimanjaro', es: 'como-elegir-ruta-para-subir-el-kilimanjaro' },
    title: { en: 'Machame, Lemosho or Marangu? Choosing a Route up Kilimanjaro', es: '¿Machame, Lemosho o Marangu? Cómo elegir ruta al Kilimanjaro' },
    excerpt: {
      en: 'A Tanzanian guide compares the main routes by scenery, crowds and, above all, acclimatisation.',
      es: 'Un guía tanzano compara las rutas principales por paisaje, afluencia y, sobre todo, aclimatación.',
    },
    body: {
      en: `I have reached Uhuru Peak more than two hundred times, and the question I hear most is which route is best. The honest answer: the one that gives your body enough days.

## Marangu, the "Coca-Cola route"

Marangu is the only route with huts instead of tents, and it is often sold in five days. That is too short for most people: the success rate on five-day climbs is well below 60%. If you choose it, add a day at Horombo.

## Machame, the "Whiskey route"

Machame is steeper and more varied, crossing five climate zones and the famous Barranco Wall. Its profile naturally follows the "climb high, sleep low" principle, which is why we use it with eight days. Our groups reach the summit around 93% of the time.

## Lemosho, the quiet one

Lemosho starts in the west, through remote forest, and joins Machame on day four. It is longer and more expensive, but beautiful and quieter in the first days.

Whatever the route, choose an operator that pays porters fairly and carries emergency oxygen. Those two details say a lot about everything else.`,
      es: `He llegado a Uhuru Peak más de doscientas veces y la pregunta que más oigo es cuál es la mejor ruta. La respuesta sincera: la que da a tu cuerpo días suficientes.

## Marangu, la "ruta Coca-Cola"

Marangu es la única ruta con cabañas en lugar de tiendas y a menudo se vende en cinco días. Es demasiado poco para la mayoría: el porcentaje de éxito en ascensiones de cinco días queda muy por debajo del 60%. Si la eliges, añade un día en Horombo.

## Machame, la "ruta Whiskey"

Machame es más empinada y variada, cruza cinco zonas climáticas y el famoso Barranco Wall. Su perfil sigue de forma natural el principio de "subir alto y dormir bajo", y por eso la hacemos en ocho días. Nuestros grupos llegan a la cumbre alrededor del 93% de las veces.

## Lemosho, la tranquila

Lemosho empieza por el oeste, entre un bosque remoto, y se une a Machame el cuarto día. Es más larga y más cara, pero preciosa y más tranquila al principio.

Elijas la ruta que elijas, busca una agencia que pague de forma justa a los porteadores y lleve oxígeno de emergencia. Esos dos detalles dicen mucho de todo lo demás.`,
    },
  },
];
