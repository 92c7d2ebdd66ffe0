/**
 * The demo's health blog (issue 18): six articles the team wrote, in `blog/*.md` with their details in
 * `blog/posts.json`, checked by the editor's own rules. They are demo content: marked so on every screen, and
 * "reviewed" by a demo reviewer, since no real doctor has signed them off. Published over the last month.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ZBlogPostInput } from '@dawanow/shared/blog';
import { addDays, indianToday } from '@dawanow/shared/dates';
import { z } from 'zod';
import { blogPosts } from '../schema/blog';
import type { SeedStep } from './seed-step';

const DEMO_REVIEWER = {
  name: 'Dr. Asha Menon (demo reviewer)',
  qualification: 'MBBS, MD (Pharmacology)',
  registration: 'DEMO-0000 (not a real registration)',
};
const DAY_MS = 24 * 60 * 60 * 1000;

const ZDemoPost = z.looseObject({ slug: z.string(), daysAgo: z.int().nonnegative() });

export const demoBlog: SeedStep = {
  name: '2026-11-demo-blog',
  run: async (tx) => {
    const directory = resolve(import.meta.dirname, 'blog');
    const details = z.array(ZDemoPost).parse(JSON.parse(readFileSync(resolve(directory, 'posts.json'), 'utf8')));
    for (const { daysAgo, ...detail } of details) {
      const post = ZBlogPostInput.parse({
        ...detail,
        bodyMarkdown: readFileSync(resolve(directory, `${detail.slug}.md`), 'utf8'),
        authorName: 'DawaNow Health Team',
        reviewer: DEMO_REVIEWER,
        reviewedOn: addDays(indianToday(), -daysAgo - 1),
        status: 'published',
      });
      await tx
        .insert(blogPosts)
        .values({
          slug: detail.slug,
          title: post.title,
          summary: post.summary,
          bodyMarkdown: post.bodyMarkdown,
          category: post.category,
          tags: post.tags,
          authorName: post.authorName,
          reviewerName: post.reviewer.name,
          reviewerQualification: post.reviewer.qualification,
          reviewerRegistration: post.reviewer.registration,
          reviewedOn: post.reviewedOn,
          references: post.references,
          relatedSalts: post.relatedSalts,
          isPublished: true,
          publishedAt: new Date(Date.now() - daysAgo * DAY_MS),
          isDemo: true,
        })
        .onConflictDoNothing({ target: blogPosts.slug });
    }
  },
};
