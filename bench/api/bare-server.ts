/** The baseline: a bare Fastify route answering 50 list items of the problem list's shape. */
import Fastify from 'fastify';

const items = Array.from({ length: 50 }, (_, i) => ({
  _id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
  slug: `problem-${i}`,
  title: `Problem ${i}`,
  difficulty: 'Medium',
  topics: ['Array', 'Hash Table'],
  order: i + 1,
  isSolved: false,
  isPremium: false,
  stats: { acceptanceRate: 50, submissions: 10, accepted: 5 },
}));

const app = Fastify();
app.get('/items', async () => ({ success: true, problems: items, total: 50, totalPages: 1, page: 1 }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3191) });
