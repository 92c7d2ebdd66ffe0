/** Splits the FAQ page's Markdown into topic groups of questions (## topic, ### question, answer). */
export type FaqGroup = { topic: string; questions: { question: string; answerMarkdown: string }[] };

export function parseFaq(markdown: string): { introMarkdown: string; groups: FaqGroup[] } {
  const [intro = '', ...topicBlocks] = markdown.split(/^## /m);
  const groups = topicBlocks.map((block) => {
    const [topicLine = '', ...questionBlocks] = block.split(/^### /m);
    return {
      topic: topicLine.trim(),
      questions: questionBlocks.map((questionBlock) => {
        const newline = questionBlock.indexOf('\n');
        const question = (newline === -1 ? questionBlock : questionBlock.slice(0, newline)).trim();
        const answerMarkdown = newline === -1 ? '' : questionBlock.slice(newline + 1).trim();
        return { question, answerMarkdown };
      }),
    };
  });
  return { introMarkdown: intro.trim(), groups };
}
