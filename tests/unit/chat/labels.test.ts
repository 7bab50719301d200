import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { CHAT_LABEL_KEYS, pickChatLabels } from '@/lib/chat/labels';

describe('chat texts', () => {
  it('has every label in both languages, with the SPEC wording', () => {
    for (const messages of [en, es]) expect(Object.keys(messages.Chat).sort()).toEqual([...CHAT_LABEL_KEYS].sort());
    expect(pickChatLabels(es)).toMatchObject({ you: 'Tú', errorPrefix: 'Error al enviar mensaje: ', defaultError: 'Error en la conversación', noResponse: 'Sin respuesta', viewDetails: 'Ver detalles' });
    expect(pickChatLabels(en)).toMatchObject({ you: 'You', errorPrefix: 'Error sending message: ', viewDetails: 'View details' });
  });

  it('shows the key of a missing text', () => {
    expect(pickChatLabels({ Chat: { send: 'Send' } }).open).toBe('Chat.open');
    expect(pickChatLabels(null).send).toBe('Chat.send');
  });
});
