import * as v3 from "./v3/index.js";
import * as v4 from "./v4/index.js";
import { createV3Client } from "./v3/client.js";
import { createV4Client } from "./v4/client.js";
export * from "./errors.js";
export {
  createV3Client,
  createV4Client,
  v3,
  v4
};
