// What `yoga-layout` resolves to in the explorer's CommonJS copy (scripts/build.mjs): the instance dist/start.js
// loaded from yoga's ES module before running the copy (ui/yogaHandOver.ts). Ink imports only the default export.

import { takeHandedOverYoga } from './yogaHandOver.js';

export default takeHandedOverYoga();
