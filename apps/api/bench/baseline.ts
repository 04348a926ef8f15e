import Fastify from 'fastify';
import pg from 'pg';

/**
 * The bare baseline the benchmark compares against: Fastify and a pg pool of the app's size, one
 * route reading one course row by primary key, no hooks, no validation. Port and database from
 * the environment (BASELINE_PORT, DATABASE_URL); prints "listening" once ready.
 */
async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/course/:id', async (request) => {
    const { rows } = await pool.query('select id, title, description, price_cents from courses where id = $1', [
      request.params.id,
    ]);
    return { success: true, data: rows[0] ?? null };
  });
  await app.listen({ port: Number(process.env.BASELINE_PORT), host: '127.0.0.1' });
  console.log('listening');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
