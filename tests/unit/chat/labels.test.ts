import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { CHAT_LABEL_KEYS, chatLabels, type ChatTranslator } from '@/lib/chat/labels';

const translator = (messages: typeof en, locale: 'en' | 'es') =>
  createTranslator({ locale, messages, namespace: 'Chat' }) as unknown as ChatTranslator;

describe('chat texts', () => {
  it('has every label in both languages, with the SPEC wording', () => {
    for (const messages of [en, es]) expect(Object.keys(messages.Chat).sort()).toEqual([...CHAT_LABEL_KEYS].sort());
    expect(chatLabels(translator(es, 'es'), 'Shop')).toMatchObject({ you: 'Tú', errorPrefix: 'Error al enviar mensaje: ', defaultError: 'Error en la conversación', noResponse: 'Sin respuesta', viewDetails: 'Ver detalles' });
    expect(chatLabels(translator(en, 'en'), 'Shop')).toMatchObject({ you: 'You', errorPrefix: 'Error sending message: ', viewDetails: 'View details' });
  });

  it('fills in the product name with the message formatter: the welcome is a sentence, never its key', () => {
    const welcome = chatLabels(translator(en, 'en'), 'Andes Shop').welcome;
    expect(welcome).toBe(en.Chat.welcome.replace('{product}', 'Andes Shop'));
    expect(welcome).not.toContain('Chat.');
    expect(chatLabels(translator(es, 'es'), 'Andes Shop').welcome).toContain('asistente de Andes Shop');
  });
});
