import { chatMessage, SECTION_TEXT_MAX, splitText } from './chat-message.js';

const texts = (incident: Parameters<typeof chatMessage>[0]) =>
  chatMessage(incident).blocks.map((block) => block.text.text);

describe('chatMessage', () => {
  it('names the page, the signed-in user and their e-mail, then the detail', () => {
    const user = { id: '8d0f7a52-9a43-4b7e-a1c6-0c3a3c1f6a10', email: 'ann@example.com' };
    expect(
      texts({ message: 'TypeError: x', page: '/clock', detail: 'at f (a.js:1)', user }),
    ).toEqual([
      'Client error: TypeError: x',
      'Page: /clock',
      `User id: ${user.id}`,
      'E-mail: ann@example.com',
      'Detail:\nat f (a.js:1)',
    ]);
  });

  it('says signed out and has no e-mail or detail block when there is none', () => {
    expect(texts({ message: 'boom', page: '/signin', user: null })).toEqual([
      'Client error: boom',
      'Page: /signin',
      'User id: signed out',
    ]);
  });

  it('escapes the notification text so a report cannot mention @channel or forge a link', () => {
    const message = chatMessage({ message: '<!channel> & <http://x|y>', page: '/', user: null });
    expect(message.text).toBe('Client error on /: &lt;!channel&gt; &amp; &lt;http://x|y&gt;');
    // Blocks carry it verbatim as plain text, which Slack shows as is and never parses.
    expect(message.blocks[0]).toEqual({
      type: 'section',
      text: { type: 'plain_text', text: 'Client error: <!channel> & <http://x|y>', emoji: false },
    });
  });

  it('spreads a long detail over sections Slack accepts, losing nothing', () => {
    const detail = 'at frame (bundle.js:1:2)\n'.repeat(800);
    const blocks = texts({ message: 'm', page: '/', detail, user: null }).slice(3);
    expect(blocks.length).toBeGreaterThan(1);
    for (const text of blocks) expect(text.length).toBeLessThanOrEqual(SECTION_TEXT_MAX);
    expect(blocks.join('')).toBe(`Detail:\n${detail}`);
  });
});

describe('splitText', () => {
  it('never cuts a character made of two UTF-16 units', () => {
    const pieces = splitText('a' + '😀'.repeat(5), 4);
    expect(pieces).toEqual(['a😀', '😀😀', '😀😀']);
  });

  it('answers nothing for nothing', () => {
    expect(splitText('', 10)).toEqual([]);
  });
});
