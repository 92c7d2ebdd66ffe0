import { OTHER_SCRIPT_NOTICE } from '@dawanow/shared/search';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '@/lib/i18n/i18n';
import { noticeText } from './notice-text';
import './text';

afterEach(async () => {
  await switchLanguage('en');
});

describe('the search notice', () => {
  const notice = `${OTHER_SCRIPT_NOTICE} Showing results for “pan 40”. Nothing matched “xyz”, so we left it out.`;

  it('stays word for word in English', () => {
    expect(noticeText(i18n.getFixedT('en', 'search'), notice)).toBe(notice);
  });

  it('is written in Hindi sentence by sentence, with the searched words as they are', async () => {
    await switchLanguage('hi');
    expect(noticeText(i18n.getFixedT('hi', 'search'), notice)).toBe(
      'हम दवाओं के नाम अंग्रेज़ी में खोजते हैं। स्ट्रिप पर लिखा नाम आज़माएँ, जैसे “paracetamol” या “Dolo 650”। ' +
        '“pan 40” के नतीजे दिखा रहे हैं। “xyz” से कुछ नहीं मिला, इसलिए उसे छोड़ दिया।',
    );
  });

  it('shows a sentence it does not know as the server wrote it', async () => {
    await switchLanguage('hi');
    const unknown = 'Showing results for “dolo”. Something new.';
    expect(noticeText(i18n.getFixedT('hi', 'search'), unknown)).toBe(unknown);
  });
});
