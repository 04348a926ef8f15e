import type { FastifyReply } from 'fastify';

/** Answers with a CSV download named `fileName` (a safe ASCII name, see fileNameStem). */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string): FastifyReply =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
