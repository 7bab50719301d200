import type { Lang } from '../types';

/** Local guides named in reviews, by country. */
export const guides: Record<string, string[]> = {
  NP: ['Pemba', 'Dawa', 'Ang Nima', 'Mingma'],
  PE: ['Wilber', 'Rosa', 'Edwin'],
  CL: ['Camila', 'Matías'],
  AR: ['Lucas', 'Florencia'],
  FR: ['Julien', 'Claire', 'Mathieu'],
  CH: ['Reto', 'Andrea', 'Urs'],
  TZ: ['Joseph', 'Emmanuel', 'Neema'],
  MA: ['Hassan', 'Brahim', 'Youssef'],
  ES: ['Iñaki', 'Lucía', 'Javier'],
  IT: ['Marco', 'Giulia', 'Davide'],
  GR: ['Nikos', 'Eleni'],
  IS: ['Sigrún', 'Einar'],
  NO: ['Erik', 'Ingrid'],
};

export const authors: Record<Lang, { name: string; country: string }[]> = {
  en: [
    { name: 'Sarah M.', country: 'United Kingdom' }, { name: 'James O\'Connor', country: 'Ireland' },
    { name: 'Emily Watson', country: 'United States' }, { name: 'Tom H.', country: 'Australia' },
    { name: 'Priya Patel', country: 'Canada' }, { name: 'Lukas Becker', country: 'Germany' },
    { name: 'Anneke de Vries', country: 'Netherlands' }, { name: 'Michael Chen', country: 'United States' },
    { name: 'Rachel Green', country: 'United Kingdom' }, { name: 'Oliver Smith', country: 'New Zealand' },
    { name: 'Hannah K.', country: 'Sweden' }, { name: 'David Brown', country: 'Scotland' },
    { name: 'Megan Lloyd', country: 'Wales' }, { name: 'Chris Taylor', country: 'Canada' },
    { name: 'Sophie Laurent', country: 'Belgium' }, { name: 'Daniel Novak', country: 'Czech Republic' },
  ],
  es: [
    { name: 'Laura Fernández', country: 'España' }, { name: 'Carlos Ruiz', country: 'España' },
    { name: 'María José G.', country: 'México' }, { name: 'Javier Ortega', country: 'España' },
    { name: 'Valentina Rojas', country: 'Chile' }, { name: 'Andrés Gómez', country: 'Colombia' },
    { name: 'Lucía Martín', country: 'España' }, { name: 'Diego Herrera', country: 'Argentina' },
    { name: 'Marta Soler', country: 'España' }, { name: 'Pablo Iglesias R.', country: 'España' },
    { name: 'Sofía Castro', country: 'Perú' }, { name: 'Álvaro Núñez', country: 'España' },
    { name: 'Carmen Vidal', country: 'España' }, { name: 'Gabriela Méndez', country: 'Uruguay' },
    { name: 'Jorge Salinas', country: 'México' }, { name: 'Nuria Puig', country: 'España' },
  ],
};

/** {trip}, {guide} and {place} are filled in per review. */
export const reviewTexts: Record<Lang, Record<number, { titles: string[]; bodies: string[] }>> = {
  en: {
    5: {
      titles: ['Trip of a lifetime', 'Perfectly organised', 'Exceeded every expectation', 'Already planning the next one', 'Worth every euro'],
      bodies: [
        'From the first briefing to the farewell dinner everything ran smoothly. {guide} knew every corner of the route and made sure everyone in the group was comfortable. The day at {place} is something I will never forget.',
        'I was nervous about my fitness, but the pace was right and {guide} was patient and encouraging. The group was small and lovely. {trip} is the best holiday I have had in years.',
        'Superb logistics: luggage always arrived before us, the food was excellent and the lodging better than expected. Special thanks to {guide} for the stories about {place}.',
        'I have travelled with several companies and this was the most professional. Clear information before departure, a great guide in {guide} and a route that shows the very best of the region.',
        'Breathtaking scenery, a fun group and a guide who clearly loves his or her job. Reaching {place} was the emotional high point of the trip. Highly recommended.',
        'Booked {trip} as a solo traveller and never felt alone. Everything was taken care of, and {guide} adapted the plan when the weather changed. Five stars without hesitation.',
      ],
    },
    4: {
      titles: ['Great trip, minor niggles', 'Very good experience', 'Beautiful route', 'Would recommend'],
      bodies: [
        'A wonderful trip with a very good guide. One of the hotels was a bit basic compared to the rest, but {place} made up for it. I would book again.',
        'Well organised and good value. Some days were longer than described, so train a bit more than you think. {guide} was excellent.',
        'Lovely scenery and a friendly group. The itinerary around {place} was the highlight. I would have liked a little more free time in the towns.',
        'Very good overall. The information before the trip could be more detailed about equipment, but on the ground {guide} solved everything.',
        'Great trip and a well-balanced itinerary. Weather forced a change of plan on one day, handled calmly by {guide}.',
      ],
    },
    3: {
      titles: ['Good, but not perfect', 'Mixed feelings', 'Nice route, some issues'],
      bodies: [
        'The landscapes were stunning, especially {place}, but the group was larger than I expected and the pace did not suit everyone.',
        'Guide was knowledgeable, but the accommodation on two nights was noisy and the transfers ran late. Decent value, not exceptional.',
        'Enjoyed the trip itself, but communication before departure was slow and I had to ask twice for the kit list.',
      ],
    },
    2: {
      titles: ['Not what I expected', 'Disappointing organisation'],
      bodies: [
        'The route is beautiful, but our departure changed hotel at the last minute and one day was cancelled without a clear explanation. The office refunded part of it, which I appreciate.',
        'Too much time in the minibus and less walking than advertised. {guide} did his best, but the programme needs revising.',
      ],
    },
  },
  es: {
    5: {
      titles: ['El viaje de mi vida', 'Organización impecable', 'Superó todas mis expectativas', 'Ya pienso en el próximo', 'Vale cada euro'],
      bodies: [
        'Desde la primera reunión hasta la cena de despedida todo salió perfecto. {guide} conocía cada rincón de la ruta y estuvo pendiente de todo el grupo. El día en {place} no lo olvidaré nunca.',
        'Me preocupaba mi forma física, pero el ritmo fue el adecuado y {guide} tuvo mucha paciencia. El grupo era pequeño y encantador. {trip} son las mejores vacaciones que he tenido en años.',
        'Una logística estupenda: el equipaje siempre llegaba antes que nosotros, la comida era excelente y el alojamiento mejor de lo esperado. Gracias a {guide} por las historias sobre {place}.',
        'He viajado con varias agencias y esta ha sido la más profesional. Información clara antes de salir, un gran guía y una ruta que muestra lo mejor de la zona.',
        'Paisajes impresionantes, un grupo divertido y un guía que disfruta de su trabajo. Llegar a {place} fue el momento más emocionante del viaje. Muy recomendable.',
        'Reservé {trip} viajando sola y nunca me sentí sola. Todo estaba resuelto y {guide} adaptó el plan cuando cambió el tiempo. Cinco estrellas sin dudarlo.',
      ],
    },
    4: {
      titles: ['Muy buen viaje, con algún detalle', 'Muy buena experiencia', 'Ruta preciosa', 'Lo recomiendo'],
      bodies: [
        'Un viaje precioso con un guía muy bueno. Uno de los hoteles era algo sencillo comparado con el resto, pero {place} lo compensó todo. Repetiría.',
        'Bien organizado y buena relación calidad-precio. Algunos días fueron más largos de lo descrito, así que conviene entrenar un poco más. {guide}, excelente.',
        'Paisajes bonitos y un grupo muy majo. El tramo de {place} fue lo mejor. Me habría gustado algo más de tiempo libre en los pueblos.',
        'Muy bien en general. La información previa sobre el material podría ser más detallada, pero sobre el terreno {guide} lo resolvió todo.',
        'Gran viaje y un itinerario equilibrado. El mal tiempo obligó a cambiar el plan un día y {guide} lo gestionó con calma.',
      ],
    },
    3: {
      titles: ['Bien, pero mejorable', 'Sensaciones encontradas', 'Buena ruta, algunos fallos'],
      bodies: [
        'Los paisajes eran espectaculares, sobre todo {place}, pero el grupo era más grande de lo que esperaba y el ritmo no convenía a todos.',
        'El guía sabía mucho, pero dos noches el alojamiento fue ruidoso y los traslados llegaron tarde. Correcto, sin más.',
        'Disfruté del viaje, pero la comunicación antes de la salida fue lenta y tuve que pedir dos veces la lista de material.',
      ],
    },
    2: {
      titles: ['No era lo que esperaba', 'Organización decepcionante'],
      bodies: [
        'La ruta es preciosa, pero en nuestra salida cambiaron el hotel a última hora y se anuló un día sin una explicación clara. La oficina devolvió una parte, cosa que agradezco.',
        'Demasiado tiempo en el minibús y menos caminata de lo anunciado. {guide} hizo lo que pudo, pero el programa necesita una revisión.',
      ],
    },
  },
};
