// `./abode backup [DIR]` and `./abode restore DIR [--force] [--data-dir DIR]`: the embedded database and
// DATA_DIR's files. The work is in api/src/modules/backup/ (typed and tested with the API).
import { main } from '../api/src/modules/backup/cli.ts';
import { requireNode24 } from './lib.mjs';

requireNode24();
await main(process.argv.slice(2));
