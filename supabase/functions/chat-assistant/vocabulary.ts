// How a message opens or what it asks for, in English and Spanish, already normalized (lower case, no accents).
// Places, activities, months, levels and budgets are read by the shop's search (public.search_vocabulary), not here.

export const WANTS_DEPARTURES = /\b(when|next departures?|departures?|dates?|available|availability|spots?|places?|seats?|cuando|salidas?|fechas?|disponib\w*|plazas?|huecos?|libres?)\b/;
export const CHEAPEST = /\b(cheap|cheapest|cheaper|affordable|inexpensive|low cost|baratos?|baratas?|mas barat[oa]s?|economic[oa]s?|asequibles?)\b/;

export const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|hola|buenas( tardes| noches)?|buenos dias|que tal)( there)?$/;
export const THANKS = /^(thanks|thank you|thank you very much|many thanks|cheers|gracias|muchas gracias|mil gracias)( (a lot|so much))?$/;
export const CONTACT = /\b(contact|phone|call|email|e mail|whatsapp|human|person|agent|speak|talk to|contacto|contactar|telefono|llamar|correo|hablar|persona|agente)\b/;
export const BROWSE = /\b(trips?|viajes?|tours?|adventures?|aventuras?|holidays?|vacaciones|recommend\w*|recomiend\w*|recomend\w*|suggest\w*|suger\w*|ideas?|offer|ofrec\w*|what do you have|que teneis|que tienes)\b/;
