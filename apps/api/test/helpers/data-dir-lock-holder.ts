// Takes the data-directory lock of process.argv[2], says so with its PID, then waits to be killed.
import { lockDataDir } from '../../src/db/data-dir-lock';

await lockDataDir(process.argv[2] ?? '');
console.log(`locked ${process.pid}`);
setInterval(() => {}, 60_000);
