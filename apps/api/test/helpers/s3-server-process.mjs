// Runs s3rver (a local S3-protocol server) in its own process for the tests: started by
// s3-server.ts, it prints the port it listens on and stops on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
