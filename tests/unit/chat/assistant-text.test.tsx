import { render } from '@testing-library/react';
import { AssistantText } from '@/components/chat/assistant-text';

function html(text: string, viewDetails = 'View details') {
  return render(<AssistantText text={text} viewDetails={viewDetails} />).container;
}

describe('AssistantText', () => {
  it('renders links as "View details" / "Ver detalles" in a new tab with noopener noreferrer', () => {
    const container = html('**Cyclades** From 980 €\n/en/travel/33/cyclades-sailing-week', 'Ver detalles');
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('Ver detalles');
    expect(link?.getAttribute('href')).toBe('/en/travel/33/cyclades-sailing-week');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('strong')?.textContent).toBe('Cyclades');
    expect(container.querySelector('mark')?.textContent).toBe('From 980 €');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('never creates script, image or javascript:/data: elements from hostile text', () => {
    const container = html(
      '<script>window.hacked=1</script><img src=x onerror="window.hacked=1">![i](https://e.example/i.png)' +
        '[a](javascript:alert(1)) [b](data:text/html,x) <a href="javascript:alert(1)">c</a> 【cite】 **<iframe src=x>**',
    );
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    for (const anchor of Array.from(container.querySelectorAll('a'))) expect(anchor.getAttribute('href')).toMatch(/^(https?:|\/)/);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).not.toContain('【');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
