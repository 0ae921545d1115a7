import { noServerErrorSuite } from '../../test/no-server-errors.suite';

// Every route, malformed input: see the suite. Half of the routes here, half in the other part.
await noServerErrorSuite({ shard: 2, of: 2 });
