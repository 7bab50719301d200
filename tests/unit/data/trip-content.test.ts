import { parseFaqs, parseItinerary } from '@/lib/trip-content';

describe('trip content JSON', () => {
  it('reads itineraries as objects or pairs', () => {
    expect(parseItinerary([{ day: 1, title: 'Arrive', description: 'Meet' }, ['Climb', 'Up'], 3])).toEqual([
      { day: 1, title: 'Arrive', description: 'Meet' },
      { day: 2, title: 'Climb', description: 'Up' },
    ]);
    expect(parseItinerary(null)).toEqual([]);
  });

  it('reads FAQs as question/answer or q/a', () => {
    expect(parseFaqs([{ q: 'Level?', a: 'Good' }, { question: 'Gear?', answer: 'Boots' }, { x: 1 }])).toEqual([
      { question: 'Level?', answer: 'Good' },
      { question: 'Gear?', answer: 'Boots' },
    ]);
  });
});
