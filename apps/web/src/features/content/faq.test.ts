import { describe, expect, it } from 'vitest';
import { parseFaq } from './faq';

describe('parseFaq', () => {
  it('groups questions under their topics', () => {
    const parsed = parseFaq(
      'Intro text.\n\n## Orders\n\n### How fast?\n\nMinutes.\n\n### Where?\n\nWithin 5 km.\n\n## Payments\n\n### UPI?\n\nYes.\n',
    );
    expect(parsed.introMarkdown).toBe('Intro text.');
    expect(parsed.groups).toEqual([
      {
        topic: 'Orders',
        questions: [
          { question: 'How fast?', answerMarkdown: 'Minutes.' },
          { question: 'Where?', answerMarkdown: 'Within 5 km.' },
        ],
      },
      { topic: 'Payments', questions: [{ question: 'UPI?', answerMarkdown: 'Yes.' }] },
    ]);
  });

  it('copes with text that has no topics', () => {
    expect(parseFaq('Only an intro')).toEqual({ introMarkdown: 'Only an intro', groups: [] });
  });
});
