import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { CHAT_LABEL_KEYS, pickChatLabels } from '@/lib/chat/labels';

describe('chat texts', () => {
  it('has every label in both languages, with the SPEC wording', () => {
    for (const messages of [en, es]) expect(Object.keys(messages.Chat).sort()).toEqual([...CHAT_LABEL_KEYS].sort());
    expect(pickChatLabels(es, 'es', 'Shop')).toMatchObject({ you: 'Tú', errorPrefix: 'Error al enviar mensaje: ', defaultError: 'Error en la conversación', noResponse: 'Sin respuesta', viewDetails: 'Ver detalles' });
    expect(pickChatLabels(en, 'en', 'Shop')).toMatchObject({ you: 'You', errorPrefix: 'Error sending message: ', viewDetails: 'View details' });
  });

  it('fills in the product name with the message formatter', () => {
    expect(pickChatLabels(en, 'en', 'Andes Shop').welcome).toBe(en.Chat.welcome.replace('{product}', 'Andes Shop'));
    expect(pickChatLabels(es, 'es', 'Andes Shop').welcome).toContain('asistente de Andes Shop');
  });

  it('shows the key of a missing text', () => {
    expect(pickChatLabels({ Chat: { send: 'Send' } }, 'en', 'Shop').open).toBe('Chat.open');
    expect(pickChatLabels(null, 'en', 'Shop').send).toBe('Chat.send');
  });
});
