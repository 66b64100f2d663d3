import 'dotenv/config';
import { defineConfig } from 'prisma/config';

// Prisma's own CLI reads this. dragonpost applies its migrations itself (src/store/migrate.ts),
// so `prisma migrate deploy` is only for a connected machine that wants to check agreement.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost/dragonpost' },
});
