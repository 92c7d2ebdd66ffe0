/** A valid blog post for the editor's endpoint (issue 18), each with its own title; tests change what they test. */
import type { TBlogPostInput } from '@dawanow/shared/blog';

let counter = 0;
export function postInput(overrides: Partial<TBlogPostInput> = {}): TBlogPostInput {
  counter += 1;
  return {
    title: `Storing insulin in summer ${counter}`,
    summary: 'Keep unopened insulin at 2–8 °C and never freeze it.',
    bodyMarkdown: `## Keep it cool\n\n${'Insulin is a protein that heat spoils. '.repeat(60)}`,
    category: 'long-term-conditions',
    tags: ['insulin', 'diabetes'],
    authorName: 'DawaNow Health Team',
    reviewer: { name: 'Dr. Kavya Rao', qualification: 'MBBS, MD', registration: 'KMC-123456' },
    reviewedOn: '2026-11-20',
    references: [{ title: 'WHO: Diabetes', url: 'https://www.who.int/health-topics/diabetes' }],
    relatedSalts: ['Insulin Glargine'],
    status: 'published',
    ...overrides,
  };
}
