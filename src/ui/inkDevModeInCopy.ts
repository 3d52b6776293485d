// What Ink's `./dev-mode.js` resolves to in the explorer's CommonJS copy (scripts/build.mjs). Ink's own module (split
// out of its reconciler by patches/ink+8.0.0.patch) connects React DevTools when DEV=true, through top-level awaits a
// CommonJS file cannot hold; dist/start.js runs the ES build whenever DEV=true, so the copy only ever needs what Ink
// names its renderer without DEV.

import { version } from 'react';

export const packageInfo = { name: 'ink', version };
